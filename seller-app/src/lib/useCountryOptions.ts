import { useMemo } from 'react';
import { COUNTRY_NAMES_NAMESPACE, countryNameLoaders, countryOptions } from 'shared-api/countries';
import { defineMessages, useTranslation } from 'shared-ui';

/** The country names of each language but English: one chunk per language (shared-api/countries). */
const countryMessages = defineMessages(COUNTRY_NAMES_NAMESPACE, countryNameLoaders);

export interface CountryOption {
  /** The API's English country name: what is stored and sent. */
  value: string;
  /** The country's name in the page's language. */
  label: string;
}

/** The country list as options (value: the API's English name; label: in the page's language), in that language's alphabetical order. */
export function useCountryOptions(): CountryOption[] {
  const { t, i18n } = useTranslation(countryMessages);
  const language = i18n.language;
  return useMemo(() => countryOptions({ language, translate: t }).map(({ name, label }) => ({ value: name, label })), [language, t]);
}
