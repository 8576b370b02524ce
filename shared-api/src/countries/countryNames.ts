/**
 * Country names as a shopper reads them. The API speaks English common names (the list beside
 * this), and those stay the values sent and stored; English shows them as they are, in the list's
 * order. Every other language reads its names and its alphabetical order from data, never from the
 * ICU of whoever renders (countryNameTables.ts): the `countries` message namespace, one chunk per
 * language, loaded with the page's messages. The server renders with it and hands it to the
 * browser in the page data, so hydration meets the same names.
 *
 * shared-ui holds the translations, and this module does not import it: the namespace is defined
 * once, with these loaders, in countryNamesOfPage.ts (`shared-api/country-names`), whose
 * translator comes here, from useTranslation in a component or fixedTranslator in a page's head.
 */
import { countries } from './countries.generated';
import type { CountryNameLanguage } from './countryNameTables';
import type { Country } from './selectCountries';

export const COUNTRY_NAMES_NAMESPACE = 'countries';

type CatalogueModule = Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;

/** One language's table each (a chunk of its own); English has none. */
export const countryNameLoaders: Record<'en' | CountryNameLanguage, () => CatalogueModule> = {
  en: () => Promise.resolve({}),
  es: () => import(/* webpackChunkName: "country-names-es" */ './locales/es.json'),
  ar: () => import(/* webpackChunkName: "country-names-ar" */ './locales/ar.json'),
  ja: () => import(/* webpackChunkName: "country-names-ja" */ './locales/ja.json'),
};

/** The country names of one language: the `countries` namespace's translator in that language. */
export interface CountryNames {
  language: string;
  translate: (key: string) => string;
}

const countryByCode = new Map(countries.map((country) => [country.code, country]));
const codeByName = new Map(countries.map((country) => [country.name, country.code]));

/** The name of a country (given by its API name) in a language; unknown names are shown as they are. */
export function countryName(name: string, names: CountryNames): string {
  if (names.language === 'en' || !name) return name;
  const code = codeByName.get(name);
  return code ? names.translate(`names.${code}`) : name;
}

/** Every country with its shown label, ordered by that label in the language's alphabet. */
export function countryOptions(names: CountryNames): (Country & { label: string })[] {
  if (names.language === 'en') return countries.map((country) => ({ ...country, label: country.name }));
  return names
    .translate('order')
    .split(' ')
    .flatMap((code) => {
      const country = countryByCode.get(code);
      return country ? [{ ...country, label: names.translate(`names.${code}`) }] : [];
    });
}

/** API names (unknown ones last, as they are) in the order countryOptions gives them. */
export function sortByCountryName(list: readonly string[], names: CountryNames): string[] {
  const position = new Map(countryOptions(names).map((option, index) => [option.name, index]));
  return [...list].sort((a, b) => (position.get(a) ?? position.size) - (position.get(b) ?? position.size));
}
