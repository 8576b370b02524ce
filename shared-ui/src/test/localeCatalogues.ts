/**
 * The check of a remote's message files: every namespace under `root` has the same keys in its four
 * languages, and each plural key has exactly the forms its language's plural rules name in its ICU
 * `{count, plural, …}` (en one/other, es one/many/other, ar all six, ja other).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { LANGUAGES } from '../i18n/languages';

type Tree = { [key: string]: string | Tree };

function localeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === '__tests__') return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'locales' ? [full] : localeFolders(full);
  });
}

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [name]: value } : { ...all, ...flatten(value, name) };
  }, {});
}

const tokensOf = (tokens: Token[]): Token[] => tokens.flatMap((token) => ('cases' in token ? [token, ...token.cases.flatMap((c) => tokensOf(c.tokens))] : [token]));
/** The plural forms of each plural in an ICU message ([] for a plain message; exact cases such as =0 left out). */
const pluralForms = (text: string) => tokensOf(parse(text)).flatMap((token) => (token.type === 'plural' ? token.cases.map((c) => c.key).filter((key) => !key.startsWith('=')) : [])).sort();

/** One `describe` per `locales/` folder under `root` (an app's `src`), named by its path from there. */
export function describeLocaleCatalogues(root: string): void {
  const folders = localeFolders(root);
  describe.each(folders.map((folder) => [path.relative(root, folder), folder]))('%s', (_name, folder) => {
    const messages = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Tree)]));
    const baseKeys = (language: string) => Object.keys(messages[language]).sort();

    it('has the same keys in every language', () => {
      for (const language of LANGUAGES) expect(baseKeys(language)).toEqual(baseKeys('en'));
    });

    it.each(LANGUAGES)('%s: each plural key has the forms of its plural rules, and no text is empty', (language) => {
      const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
      const pluralInEnglish = Object.keys(messages.en).filter((key) => pluralForms(messages.en[key]).length > 0);
      for (const [key, text] of Object.entries(messages[language])) {
        expect(text.trim()).not.toBe('');
        expect([key, pluralForms(text)]).toEqual([key, pluralInEnglish.includes(key) ? categories : []]);
      }
    });
  });
}
