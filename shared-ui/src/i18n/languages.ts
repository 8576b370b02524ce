/**
 * The site's languages. English is the default and lives at the spec's paths; every other language
 * has the same pages under a prefix (/es/shop, /ar/product/12, /ja/store/tokyo_crafts).
 */
export const LANGUAGES = ['en', 'es', 'ar', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, for the language switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', ar: 'العربية', ja: '日本語' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The language a path is in and the path without its prefix: /es/shop → { es, /shop }; /shop → { en, /shop }. */
export function splitLanguagePrefix(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (match && isLanguage(match[1]) && match[1] !== DEFAULT_LANGUAGE) {
    return { language: match[1], path: pathname.slice(3) || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** A path of the site in a language: /shop in es → /es/shop; English keeps the path as it is. */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
