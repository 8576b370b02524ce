/**
 * Every namespace of the seller app has the same keys in its four languages, and each plural key has
 * exactly the forms its language's plural rules name (en one/other, es one/many/other, ar all six, ja other).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from 'shared-ui';

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

const PLURAL = /_(zero|one|two|few|many|other)$/;
const folders = localeFolders(path.join(__dirname, '..'));

describe.each(folders.map((folder) => [path.relative(path.join(__dirname, '..'), folder), folder]))('%s', (_name, folder) => {
  const messages = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Tree)]));
  const baseKeys = (language: string) => [...new Set(Object.keys(messages[language]).map((key) => key.replace(PLURAL, '')))].sort();

  it('has the same keys in every language', () => {
    for (const language of LANGUAGES) expect(baseKeys(language)).toEqual(baseKeys('en'));
  });

  it.each(LANGUAGES)('%s: each plural key has the forms of its plural rules, and no text is empty', (language) => {
    const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    const forms = new Map<string, string[]>();
    for (const [key, text] of Object.entries(messages[language])) {
      expect(text.trim()).not.toBe('');
      const match = PLURAL.exec(key);
      if (match) forms.set(key.replace(PLURAL, ''), [...(forms.get(key.replace(PLURAL, '')) ?? []), match[1]]);
    }
    const pluralInEnglish = new Set(Object.keys(messages.en).filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
    expect([...forms.keys()].sort()).toEqual([...pluralInEnglish].sort());
    for (const [key, found] of forms) expect([key, found.sort()]).toEqual([key, categories]);
  });
});
