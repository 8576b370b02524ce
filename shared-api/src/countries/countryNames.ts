/**
 * Country names as a shopper reads them. The API speaks English common names (the list beside this),
 * and those stay the values sent and stored; other languages show the region's own name from Intl
 * (日本 for Japan in Japanese). English keeps the API's names exactly.
 */
import { countries } from './countries.generated';
import type { Country } from './selectCountries';

const codeByName = new Map(countries.map((country) => [country.name, country.code]));
const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNames(language: string): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    displayNames.set(language, names);
  }
  return displayNames.get(language) ?? null;
}

/** The name of a country (given by its API name) in a language; unknown names are shown as they are. */
export function countryName(name: string, language: string): string {
  if (language === 'en' || !name) return name;
  const code = codeByName.get(name);
  if (!code) return name;
  return regionNames(language)?.of(code) ?? name;
}

/** Every country with its shown label, ordered by that label in the language's alphabet. */
export function countryOptions(language: string): (Country & { label: string })[] {
  const options = countries.map((country) => ({ ...country, label: countryName(country.name, language) }));
  if (language === 'en') return options;
  const collator = new Intl.Collator(language);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}
