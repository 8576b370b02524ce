// Writes src/countries/locales/<language>.json, the country names of each language but English
// and that language's alphabetical order, from this Node's ICU (CLDR), for every country of
// countries.generated.ts. Run after generate:countries, or when Node's ICU changes (the test
// countryNameTables.test.ts fails on a stale table): npm run generate:country-names -w shared-api
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { countries } from '../src/countries/countries.generated';
import { COUNTRY_NAME_LANGUAGES, countryNameFile, countryNameTable } from '../src/countries/countryNameTables';

for (const language of COUNTRY_NAME_LANGUAGES) {
  const target = path.resolve(__dirname, `../src/countries/locales/${language}.json`);
  writeFileSync(target, countryNameFile(countryNameTable(language, countries)));
  console.log(`wrote ${countries.length} ${language} country names to ${path.relative(process.cwd(), target)}`);
}
console.log(`from ICU ${process.versions.icu}, CLDR ${process.versions.cldr} (Node ${process.version})`);
