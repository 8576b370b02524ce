/**
 * The country names of the page's language, wired once for every app (`shared-api/country-names`):
 * the `countries` message namespace over this folder's tables (countryNameLoaders: one chunk per
 * language but English, which has none), so the server's render and the browser's first render
 * name countries alike, from the same table.
 *
 * The one module of shared-api that imports shared-ui: the tables are shared-api's, the
 * translations are shared-ui's, and shared-ui never imports shared-api (docs/architecture.md). A
 * subpath of its own, so what takes only the country list (`shared-api/countries`) registers no
 * namespace and needs no shared-ui.
 */
import { useMemo } from 'react';
import { defineMessages, fixedTranslator, i18n, useTranslation, type Language } from 'shared-ui';
import { COUNTRY_NAMES_NAMESPACE, countryNameLoaders, countryOptions, type CountryNames } from './countryNames';

export const countryMessages = defineMessages(COUNTRY_NAMES_NAMESPACE, countryNameLoaders);

/** The page's language's country names (the component suspends while their table loads). */
export function useCountryNames(): CountryNames {
  const { t, i18n: translations } = useTranslation(countryMessages);
  const language = translations.language;
  return useMemo(() => ({ language, translate: t }), [language, t]);
}

/** A language's country names, loaded first: for a page's head, outside React. */
export async function countryNamesIn(language: Language): Promise<CountryNames> {
  return { language, translate: await fixedTranslator(i18n, language, countryMessages) };
}

export interface CountryOption {
  /** The API's English country name: what is stored and sent. */
  value: string;
  /** The country's name in the page's language. */
  label: string;
}

/** The country list as options (value: the API's English name; label: in the page's language), in that language's alphabetical order. */
export function useCountryOptions(): CountryOption[] {
  const names = useCountryNames();
  return useMemo(() => countryOptions(names).map(({ name, label }) => ({ value: name, label })), [names]);
}
