import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countries } from 'shared-api/countries';
import { commonMessages } from './messages';

export interface CountryOption {
  /** The API's English country name: what is stored and sent. */
  value: string;
  /** The country's name in the page's language. */
  label: string;
}

/** A country's name in a language: English keeps the country list's names; others ask Intl by the ISO code. */
export function countryLabel(language: string, country: { name: string; code: string }, names?: Intl.DisplayNames): string {
  if (language === 'en') return country.name;
  try {
    return (names ?? new Intl.DisplayNames([language], { type: 'region' })).of(country.code) ?? country.name;
  } catch {
    return country.name;
  }
}

/** The country list as options (value: the API's English name; label: in the page's language), in that language's alphabetical order. */
export function useCountryOptions(): CountryOption[] {
  const { i18n } = useTranslation(commonMessages);
  const language = i18n.language;
  return useMemo(() => {
    if (language === 'en') return countries.map((country) => ({ value: country.name, label: country.name }));
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = undefined;
    }
    const collator = new Intl.Collator(language);
    return countries
      .map((country) => ({ value: country.name, label: countryLabel(language, country, names) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [language]);
}
