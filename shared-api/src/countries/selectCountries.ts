/**
 * The marketplace's country list: UN member states plus the two UN observer states (Vatican City,
 * Palestine), by English common name, A–Z. Kept apart from the data so that the generator script
 * and the test that checks the committed list use the very same rule.
 */
export interface Country {
  name: string;
  /** ISO 3166-1 alpha-2 code. */
  code: string;
}

/** The part of a world-countries entry the rule needs. */
export interface WorldCountry {
  name: { common: string };
  cca2: string;
  unMember: boolean;
}

export const UN_OBSERVER_CODES = ['VA', 'PS'] as const;

export function selectCountries(all: readonly WorldCountry[]): Country[] {
  return all
    .filter((country) => country.unMember || (UN_OBSERVER_CODES as readonly string[]).includes(country.cca2))
    .map((country) => ({ name: country.name.common, code: country.cca2 }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
