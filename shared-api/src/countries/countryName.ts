/**
 * Naming a country in the page's language, without the English country list: what a page that
 * shows countries but offers no choice of them needs (product cards, the cart). The API speaks
 * English common names, and those stay the values sent and stored; English shows them as they are.
 * Every other language reads its names from its own table (countryNameTables.ts): the `countries`
 * message namespace, one chunk per language, loaded with the page's messages. The server renders
 * with it and hands it to the browser in the page data, so hydration meets the same names.
 *
 * shared-ui holds the translations (shared-api does not import it): each app defines the namespace
 * with these loaders (`defineMessages(COUNTRY_NAMES_NAMESPACE, countryNameLoaders)`) and passes
 * its translator here, from useTranslation in a component or fixedTranslator in a page's head.
 */
import type { CountryNameLanguage } from './countryNameTables';

/** Between the English names of a table's `english`. */
export const ENGLISH_SEPARATOR = '|';

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

/** A language's table as rows, in its alphabetical order: the API name, the code, the shown name. */
export interface CountryNameRow {
  name: string;
  code: string;
  label: string;
}

/** A language's rows and its labels by API name, read once per translator from its table. */
interface LanguageTable {
  rows: CountryNameRow[];
  labels: Map<string, string>;
}

const tableByTranslator = new WeakMap<CountryNames['translate'], LanguageTable>();

function tableOf(names: CountryNames): LanguageTable {
  let table = tableByTranslator.get(names.translate);
  if (!table) {
    const english = names.translate('english').split(ENGLISH_SEPARATOR);
    const rows = names
      .translate('order')
      .split(' ')
      .map((code, index) => ({ name: english[index] ?? '', code, label: names.translate(`names.${code}`) }))
      .filter((row) => row.name !== '');
    table = { rows, labels: new Map(rows.map((row) => [row.name, row.label])) };
    tableByTranslator.set(names.translate, table);
  }
  return table;
}

/** The rows of a language other than English, read once per translator from its table. */
export function countryNameRows(names: CountryNames): CountryNameRow[] {
  return tableOf(names).rows;
}

/** The name of a country (given by its API name) in a language; unknown names are shown as they are. */
export function countryName(name: string, names: CountryNames): string {
  if (names.language === 'en' || !name) return name;
  return tableOf(names).labels.get(name) ?? name;
}
