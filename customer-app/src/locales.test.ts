/**
 * Every message file of the customer remote: the four languages have the same messages, each plural
 * with exactly the forms its language needs (Intl.PluralRules' categories; exact cases such as =0
 * allowed), and each translation uses the same placeholders and tags as the English text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type Token } from '@messageformat/parser';

const LANGUAGES = ['en', 'es', 'ar', 'ja'] as const;

function localeDirs(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (!statSync(path).isDirectory() || entry === '__tests__') return [];
    return entry === 'locales' ? [path] : localeDirs(path);
  });
}

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});
}

const tokensOf = (tokens: Token[]): Token[] => tokens.flatMap((token) => ('cases' in token ? [token, ...token.cases.flatMap((c) => tokensOf(c.tokens))] : [token]));
const placeholders = (text: string) => [...new Set(tokensOf(parse(text)).flatMap((token) => ('arg' in token ? [token.arg] : [])))].sort();
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();
/** The plural forms of each plural in the message ([] for a plain message). */
const pluralForms = (text: string) => tokensOf(parse(text)).flatMap((token) => (token.type === 'plural' ? token.cases.map((c) => c.key).filter((key) => !key.startsWith('=')) : [])).sort();

const dirs = localeDirs(__dirname);

it('finds the message files of every feature', () => {
  expect(dirs.length).toBeGreaterThanOrEqual(10);
});

describe.each(dirs.map((dir) => [relative(__dirname, dir), dir]))('%s', (_name, dir) => {
  const files = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')) as Tree)]));

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has the messages of English, the plural forms of its language and the same placeholders', (language) => {
    const translated = files[language];
    expect(Object.keys(translated).sort()).toEqual(Object.keys(files.en).sort());
    const needed = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    for (const [key, text] of Object.entries(translated)) {
      const englishText = files.en[key];
      const plural = pluralForms(englishText).length > 0;
      expect({ key, forms: pluralForms(text) }).toEqual({ key, forms: plural ? needed : [] });
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(englishText) });
      expect({ key, tags: tags(text) }).toEqual({ key, tags: tags(englishText) });
    }
  });

  it('English plurals have the forms one and other', () => {
    for (const [key, text] of Object.entries(files.en)) if (pluralForms(text).length) expect({ key, forms: pluralForms(text) }).toEqual({ key, forms: ['one', 'other'] });
  });
});
