import { useMemo } from 'react';
import { countryOptions } from 'shared-api/countries';
import { commonMessages } from './messages';
import { useTranslation } from 'shared-ui';

export interface CountryOption {
  /** The API's English country name: what is stored and sent. */
  value: string;
  /** The country's name in the page's language. */
  label: string;
}

/** The country list as options (value: the API's English name; label: in the page's language), in that language's alphabetical order. */
export function useCountryOptions(): CountryOption[] {
  const { i18n } = useTranslation(commonMessages);
  const language = i18n.language;
  return useMemo(() => countryOptions(language).map(({ name, label }) => ({ value: name, label })), [language]);
}
