import { countryNameLoaders, type CountryNames } from '../countryName';
import type { CountryNameLanguage } from '../countryNameTables';

/**
 * A language's country names as a page gets them: its catalogue through countryNameLoaders,
 * compiled as the build compiles messages (the jest transform of locales/*.json), read back as
 * plain text. A name the compiler turned into anything but text fails here.
 */
export async function countryNamesIn(language: 'en' | CountryNameLanguage): Promise<CountryNames> {
  const loaded = await countryNameLoaders[language]();
  const compiled = ('default' in loaded ? loaded.default : loaded) as Record<string, unknown>;
  return {
    language,
    translate: (key) => {
      const message = compiled[key];
      if (!Array.isArray(message) || !message.every((token) => typeof token === 'string')) throw new Error(`"${key}" is not plain text: ${JSON.stringify(message)}`);
      return message.join('');
    },
  };
}
