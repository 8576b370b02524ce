/**
 * The addresses of one page in every language, for `hreflang` links in a page's head and the
 * sitemap's `xhtml:link` alternates: English at the spec's path (also `x-default`), the others
 * under their prefix. No shared module here: the server's main thread uses it too.
 */
import { pathIn, pathLanguage, ROUTING_LANGUAGES } from '../features/routing';

export interface AlternateLink {
  /** An hreflang value: a language, or 'x-default'. */
  lang: string;
  /** The absolute URL of the page in that language. */
  url: string;
}

/** A page's path without a language prefix: /es/shop?q=tea → /shop?q=tea (a path without one stays). */
export function neutralPath(path: string): string {
  const [pathname, ...rest] = path.split('?');
  const query = rest.length > 0 ? `?${rest.join('?')}` : '';
  return pathLanguage(pathname).path + query;
}

/** The page at `path` (with or without a prefix, query kept) in `language`. */
export function pathInLanguage(path: string, language: (typeof ROUTING_LANGUAGES)[number]): string {
  const [pathname, ...rest] = neutralPath(path).split('?');
  const query = rest.length > 0 ? `?${rest.join('?')}` : '';
  return pathIn(pathname, language) + query;
}

/** Every language's address of the page, then x-default (English). */
export function alternateLinks(siteUrl: string, path: string): AlternateLink[] {
  const origin = siteUrl.replace(/\/+$/, '');
  const links = ROUTING_LANGUAGES.map((lang) => ({ lang, url: origin + pathInLanguage(path, lang) }));
  return [...links, { lang: 'x-default', url: origin + pathInLanguage(path, 'en') }];
}
