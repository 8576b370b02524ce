export { countries } from './countries.generated';
export type { Country } from './selectCountries';
export { countryName, countryOptions, sortByCountryName, countryNameLoaders, COUNTRY_NAMES_NAMESPACE, type CountryNames } from './countryNames';
