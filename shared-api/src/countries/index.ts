export { countries } from './countries.generated';
export type { Country } from './selectCountries';
// The namespace's loaders stay inside: shared-api/country-names defines it, once for every app.
export { countryName, countryOptions, sortByCountryName, type CountryNames } from './countryNames';
