/**
 * The country names of the page's language, wired once for every app (`shared-api/country-names`):
 * the `countries` message namespace over this folder's tables (countryNameLoaders: one chunk per
 * language but English, which has none), so the server's render and the browser's first render
 * name countries alike, from the same table.
 *
 * The one module of shared-api that imports shared-ui: the tables are shared-api's, the
 * translations are shared-ui's, and shared-ui never imports shared-api (docs/architecture.md). A
 * subpath of its own, so what takes only the country list (`shared-api/countries`) registers no
 * namespace and needs no shared-ui; and it holds no English list (2 KB): a page that names
 * countries without offering a choice of them carries none. The choices are
 * `shared-api/country-options` (countryOptionsOfPage.ts).
 */
import { useMemo } from 'react';
import { defineMessages, fixedTranslator, i18n, useTranslation, type Language } from 'shared-ui';
import { COUNTRY_NAMES_NAMESPACE, countryNameLoaders, type CountryNames } from './countryName';

export { countryName, type CountryNames } from './countryName';

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
