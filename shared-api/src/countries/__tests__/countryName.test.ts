// A page that names countries without offering a choice of them (product cards, the cart) must not
// carry the English list (2 KB of every first load): loading it here fails the suite.
jest.mock('../countries.generated', () => {
  throw new Error('countryName loaded the English country list');
});

import { countryName } from '../countryName';
import { countryNamesIn } from './countryNamesIn';

describe('countryName, from the language tables alone', () => {
  it('names a country in each language, and keeps English and unknown names as they are', async () => {
    expect(countryName('Japan', await countryNamesIn('en'))).toBe('Japan');
    expect(countryName('Germany', await countryNamesIn('es'))).toBe('Alemania');
    expect(countryName('Japan', await countryNamesIn('ja'))).toBe('日本');
    expect(countryName('Palestine', await countryNamesIn('ar'))).toBe('فلسطين');
    expect(countryName('São Tomé and Príncipe', await countryNamesIn('es'))).toBe('Santo Tomé y Príncipe');
    expect(countryName('Atlantis', await countryNamesIn('ja'))).toBe('Atlantis');
  });
});
