export { countries } from './countries.generated';
export type { Country } from './selectCountries';
export { countryName, countryOptions } from './countryNames';
