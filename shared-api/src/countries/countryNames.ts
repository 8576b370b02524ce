/**
 * Country choices in the page's language (filters, forms): every country of the English list with
 * its shown name, in the language's alphabetical order. English shows the API's names in the list's
 * order; every other language reads names and order from its table (countryName.ts).
 */
import { countries } from './countries.generated';
import { countryNameRows, type CountryNames } from './countryName';
import type { Country } from './selectCountries';

export { COUNTRY_NAMES_NAMESPACE, countryName, countryNameLoaders, type CountryNames } from './countryName';

/** Every country with its shown label, ordered by that label in the language's alphabet. */
export function countryOptions(names: CountryNames): (Country & { label: string })[] {
  if (names.language === 'en') return countries.map((country) => ({ ...country, label: country.name }));
  return countryNameRows(names);
}

/** API names (unknown ones last, as they are) in the order countryOptions gives them. */
export function sortByCountryName(list: readonly string[], names: CountryNames): string[] {
  const position = new Map(countryOptions(names).map((option, index) => [option.name, index]));
  return [...list].sort((a, b) => (position.get(a) ?? position.size) - (position.get(b) ?? position.size));
}
