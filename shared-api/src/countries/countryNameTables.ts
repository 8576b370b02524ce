/**
 * The country names of the site's languages other than English, as data: one catalogue per
 * language (src/countries/locales/<language>.json), written by the generator from the ICU of the
 * Node that runs it (CLDR's region names). The server and the browser then show the very same
 * names in the very same order, whatever ICU each has: Node's and Chromium's name some regions
 * differently (Palestine in Arabic), and a name that differs breaks hydration. Kept apart from the
 * data so that the generator script and the test that checks the committed tables use the very
 * same rule. English needs no table: it shows the API's names, in the list's order.
 */
import { ENGLISH_SEPARATOR } from './countryName';
import type { Country } from './selectCountries';

/** The site's languages but English (shared-ui's LANGUAGES; defineMessages checks the set). */
export const COUNTRY_NAME_LANGUAGES = ['es', 'ar', 'ja'] as const;
export type CountryNameLanguage = (typeof COUNTRY_NAME_LANGUAGES)[number];

/** A language's catalogue: a message tree of plain names, as the messages' build compiles it. */
export interface CountryNameTable {
  /** Each country's name in the language, by ISO code, in the list's order. */
  names: Record<string, string>;
  /** The codes in the language's alphabetical order of those names, separated by spaces. */
  order: string;
  /**
   * The API's (English) names of `order`'s countries, in that order, separated by `|`: a page
   * names a country in its language from this table alone, without the English list (countryName.ts).
   */
  english: string;
}

/**
 * Names taken instead of the generating Node's CLDR. The API's English list says "Palestine", the
 * short form; Node 20's CLDR gives the long "Palestinian Territories" in these languages where newer
 * CLDR (Chromium's) has the short one, which is also what the English page shows.
 */
const NAME_OVERRIDES: Record<CountryNameLanguage, Record<string, string>> = {
  es: { PS: 'Palestina' },
  ar: { PS: 'فلسطين' },
  ja: { PS: 'パレスチナ' },
};

/** ICU MessageFormat's syntax characters: a name holding one would not compile to itself. */
const MESSAGE_SYNTAX = /[{}#'<>]/;

export function countryNameTable(language: CountryNameLanguage, list: readonly Country[]): CountryNameTable {
  const regions = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const names: Record<string, string> = {};
  for (const country of list) {
    const name = NAME_OVERRIDES[language][country.code] ?? regions.of(country.code);
    if (!name) throw new Error(`ICU has no ${language} name for ${country.code} (${country.name})`);
    if (MESSAGE_SYNTAX.test(name)) throw new Error(`the ${language} name of ${country.code} ("${name}") holds message syntax`);
    names[country.code] = name;
  }
  const collator = new Intl.Collator(language);
  // Two equal names (none today) keep the list's order: the sort is stable.
  const order = list.map((country) => country.code).sort((a, b) => collator.compare(names[a], names[b]));
  const englishByCode = new Map(list.map((country) => [country.code, country.name]));
  const english = order.map((code) => englishByCode.get(code) as string);
  for (const name of english) {
    if (name.includes(ENGLISH_SEPARATOR) || MESSAGE_SYNTAX.test(name)) throw new Error(`the API name "${name}" holds "${ENGLISH_SEPARATOR}" or message syntax`);
  }
  return { names, order: order.join(' '), english: english.join(ENGLISH_SEPARATOR) };
}

/** The committed file's text for a table. */
export function countryNameFile(table: CountryNameTable): string {
  return `${JSON.stringify(table, null, 2)}\n`;
}
