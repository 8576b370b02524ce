/**
 * The country names of the page's language (shared-api/country-names): their namespace, one chunk per
 * language that loads with the page's messages, so the server's render and the browser's first
 * render name countries alike, from the same table.
 */
import { useMemo } from 'react';
import { COUNTRY_NAMES_NAMESPACE, countryNameLoaders, type CountryNames } from 'shared-api/country-names';
import { defineMessages, fixedTranslator, i18n, useTranslation, type Language } from 'shared-ui';

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
