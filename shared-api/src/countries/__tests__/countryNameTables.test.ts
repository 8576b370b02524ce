import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countries } from '../countries.generated';
import { COUNTRY_NAME_LANGUAGES, countryNameFile, countryNameTable, type CountryNameTable } from '../countryNameTables';

const committed = (language: string): string => readFileSync(path.join(__dirname, `../locales/${language}.json`), 'utf8');

describe.each(COUNTRY_NAME_LANGUAGES)('the %s table', (language) => {
  const table = JSON.parse(committed(language)) as CountryNameTable;

  it('names every country of the list, and orders each once', () => {
    const codes = countries.map((country) => country.code);
    expect(Object.keys(table.names)).toEqual(codes);
    for (const code of codes) expect(table.names[code]).toMatch(/\S/);
    expect([...table.order.split(' ')].sort()).toEqual([...codes].sort());
  });

  it("gives the API's name of each country of its order, in that order", () => {
    const nameOf = new Map(countries.map((country) => [country.code, country.name]));
    expect(table.english.split('|')).toEqual(table.order.split(' ').map((code) => nameOf.get(code)));
  });

  it('is what the generator writes from this ICU (else: npm run generate:country-names -w shared-api)', () => {
    expect(committed(language)).toBe(countryNameFile(countryNameTable(language, countries)));
  });
});
