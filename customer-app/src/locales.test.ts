/**
 * Every message file of the customer remote: the four languages have the same messages, each plural
 * with exactly the forms its language needs (Intl.PluralRules' categories), and each translation
 * uses the same placeholders as the English text (a plural form may leave out its {{count}}, as in
 * Arabic "متابع واحد").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const LANGUAGES = ['en', 'es', 'ar', 'ja'] as const;
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const pluralSuffix = new RegExp(`_(${PLURAL_FORMS.join('|')})$`);

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

/** The messages of a file by base key, with the plural forms each has ([] for a plain message). */
function messages(flat: Record<string, string>): Map<string, string[]> {
  const byBase = new Map<string, string[]>();
  for (const key of Object.keys(flat)) {
    const match = pluralSuffix.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    byBase.set(base, [...(byBase.get(base) ?? []), ...(match ? [match[1]] : [])]);
  }
  return byBase;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

const dirs = localeDirs(__dirname);

it('finds the message files of every feature', () => {
  expect(dirs.length).toBeGreaterThanOrEqual(10);
});

describe.each(dirs.map((dir) => [relative(__dirname, dir), dir]))('%s', (_name, dir) => {
  const files = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')) as Tree)]));
  const english = messages(files.en);

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has the messages of English, the plural forms of its language and the same placeholders', (language) => {
    const translated = messages(files[language]);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    const needed = [...new Set(PLURAL_FORMS.filter((form) => [0, 1, 2, 3, 5, 11, 100, 1000000, 1.5].some((n) => new Intl.PluralRules(language).select(n) === form)))].sort();
    for (const [base, forms] of translated) {
      const plural = english.get(base)!.length > 0;
      expect({ base, forms: [...forms].sort() }).toEqual({ base, forms: plural ? needed : [] });
      const englishText = files.en[plural ? `${base}_other` : base];
      for (const key of plural ? forms.map((form) => `${base}_${form}`) : [base]) {
        const ignore = plural ? ['count'] : [];
        expect({ key, placeholders: placeholders(files[language][key]).filter((name) => !ignore.includes(name)) }).toEqual({
          key,
          placeholders: [...new Set(placeholders(englishText))].filter((name) => !ignore.includes(name)),
        });
        expect({ key, tags: tags(files[language][key]) }).toEqual({ key, tags: tags(englishText) });
      }
    }
  });

  it('English plurals have the forms one and other', () => {
    for (const [base, forms] of english) if (forms.length) expect({ base, forms: [...forms].sort() }).toEqual({ base, forms: ['one', 'other'] });
  });
});
