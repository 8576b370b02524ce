/**
 * The country choices of the page's language (`shared-api/country-options`): filters and forms
 * offer every country, so this part carries the English list; naming a country alone is
 * `shared-api/country-names`. Like that module, it may import shared-ui (the translations).
 */
import { useMemo } from 'react';
import { countryOptions } from './countryNames';
import { useCountryNames } from './countryNamesOfPage';

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
