/**
 * The language prefix of a path, for the routing module. The routing module runs in the browser's
 * entry chunk before any shared module has loaded, so it cannot import shared-ui (whose core is a
 * federation share key); this is the same rule as shared-ui's `splitLanguagePrefix`, and a test
 * (languagePrefix.test.ts) holds the two to the same answers.
 */
export const ROUTING_LANGUAGES = ['en', 'es', 'ar', 'ja'] as const;
export type RoutingLanguage = (typeof ROUTING_LANGUAGES)[number];

/** /es/shop → { es, /shop, prefix /es }; /shop → { en, /shop, prefix '' }; /fr/shop stays English (and is no page). */
export function pathLanguage(pathname: string): { language: RoutingLanguage; path: string; prefix: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const language = ROUTING_LANGUAGES.find((candidate) => candidate === match?.[1]);
  if (language && language !== 'en') return { language, path: pathname.slice(3) || '/', prefix: `/${language}` };
  return { language: 'en', path: pathname, prefix: '' };
}

/** A path of the site in a language: /shop in es → /es/shop; English keeps the path as it is. */
export function pathIn(path: string, language: RoutingLanguage): string {
  if (language === 'en') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/**
 * Where an unprefixed (English) address goes for a visitor whose `lang` cookie names another
 * language: the same page in that language, query kept. Undefined: stay. Only the cookie (the
 * visitor's own choice) redirects; Accept-Language never does.
 */
export function languageRedirect(pathname: string, search: string, cookieLanguage: string | undefined): string | undefined {
  // A prefixed address stays, and so does an unknown prefix such as /fr/shop (English's 404 page).
  if (/^\/[a-z]{2}(?=\/|$)/.test(pathname)) return undefined;
  const wanted = ROUTING_LANGUAGES.find((language) => language === cookieLanguage);
  if (!wanted || wanted === 'en') return undefined;
  return pathIn(pathname, wanted) + search;
}
