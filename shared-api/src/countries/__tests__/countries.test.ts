import worldCountries from 'world-countries';
import { countries } from '../index';
import { selectCountries } from '../selectCountries';

test('the committed list is exactly what the world-countries package gives (run npm run generate:countries -w shared-api)', () => {
  expect(countries).toEqual(selectCountries(worldCountries));
});

test('about 195 entries: the UN members plus Vatican City and Palestine, Afghanistan … Zimbabwe', () => {
  expect(countries).toHaveLength(195);
  expect(countries[0]).toEqual({ name: 'Afghanistan', code: 'AF' });
  expect(countries[countries.length - 1]).toEqual({ name: 'Zimbabwe', code: 'ZW' });
  expect(countries).toEqual(expect.arrayContaining([
    { name: 'Vatican City', code: 'VA' },
    { name: 'Palestine', code: 'PS' },
    { name: 'Japan', code: 'JP' },
    { name: 'United States', code: 'US' },
  ]));
});

test('plain common names (no official long forms), unique names and codes, sorted A–Z', () => {
  const names = countries.map((country) => country.name);
  expect(names).not.toContain('Islamic Republic of Afghanistan');
  expect(new Set(names).size).toBe(names.length);
  expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
  expect(countries.every((country) => /^[A-Z]{2}$/.test(country.code))).toBe(true);
  expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
});

test('territories that are not states are left out', () => {
  const codes = countries.map((country) => country.code);
  for (const territory of ['PR', 'GL', 'HK', 'AQ', 'XK', 'TW']) expect(codes).not.toContain(territory);
});
