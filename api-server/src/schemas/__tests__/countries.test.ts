/** The API's country list (ship-to names) is the front ends' list (shared-api/countries), name for name. */
// The test reads the browser's list (code never does).
// eslint-disable-next-line boundaries/dependencies
import { countries } from '../../../../shared-api/src/countries';
import { COUNTRY_NAMES, isCountryName } from '../countries';

describe('the country list', () => {
  it('is the one the front ends use', () => {
    expect(COUNTRY_NAMES).toEqual(countries.map((country) => country.name));
  });

  it('knows names exactly as written', () => {
    expect(['Japan', 'Peru', 'United States', 'São Tomé and Príncipe'].map(isCountryName)).toEqual([true, true, true, true]);
    expect(['japan', 'Narnia', '', 'Japan '].map(isCountryName)).toEqual([false, false, false, false]);
  });
});
