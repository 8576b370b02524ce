/**
 * Every message catalogue of the site (each `locales/` folder of shell, customer-app, seller-app and
 * shared-ui) is complete in every language, so no screen falls back to English or shows a key:
 *
 * - every message is valid ICU MessageFormat, and compiles as the build compiles it (scripts/messages);
 * - every key of English is in every language, and no language has a key English lacks;
 * - each plural (`{count, plural, …}`) carries exactly the forms the language's plural rules need
 *   (Intl.PluralRules: en one/other, es one/many/other, ar zero/one/two/few/many/other, ja other;
 *   exact cases such as `=0` are allowed anywhere);
 * - no value is empty;
 * - every language uses the same variables (`{name}`) and <Trans> tags as English;
 * - in the languages written in another script (Arabic, Japanese), no message is English left as it
 *   was: a value equal to English's may keep only variables, tags, signs and the site's name;
 * - no key is unused: each key is referenced from the code of its namespace (the files of the
 *   folder the catalogue sits in, and the workspace's files that use the exported name of its
 *   messages.ts or the namespace's name) as a string (`t('summary.total')`,
 *   `i18nKey="summary.total"`, a key in a table of keys), or under the literal start of a template
 *   (`t(\`status.${status}\`)`); keys chosen at run time otherwise are listed in DYNAMIC_KEYS below.
 *
 * Each problem names the file and the key. (I18N_CATALOGUE_ROOT=/path/of/another/checkout runs the
 * checks on that tree's catalogues, e.g. a branch before merging it.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse, type Token } from '@messageformat/parser';
import { LANGUAGES, type Language } from '../languages';

const root = process.env.I18N_CATALOGUE_ROOT ?? join(__dirname, '../../../..');
const WORKSPACES = ['shell', 'customer-app', 'seller-app', 'operator-app', 'shared-ui'];

/**
 * Keys used through a name computed at run time, by namespace: the namespace's keys that match are
 * taken as used. Add a pattern here (with why) rather than writing the key out somewhere to please
 * the test.
 */
const DYNAMIC_KEYS: Record<string, RegExp[]> = {
  // errorText looks up the API answer's `code` (api-server/src/schemas/error-codes.ts), its
  // `<code>_field` sentence when the answer names a field, and `fields.<field>` for the field's name.
  errors: [/.*/],
  // The operator's product and store cards name their action's messages from the action in force
  // (`t(\`${action}.title\`)` with action takeDown / restore / removeReview, suspend / reinstate).
  'operator.products': [/^(takeDown|restore|removeReview)\./],
  'operator.stores': [/^(suspend|reinstate)\./],
};

const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

type Flat = Map<string, string>;

interface Catalogue {
  /** The locales folder, relative to the repository. */
  folder: string;
  namespace: string;
  /** The name messages.ts exports (e.g. cartMessages). */
  exportName: string | undefined;
  workspace: string;
  files: Partial<Record<Language, Flat>>;
}

function flatten(tree: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, typeof tree === 'string' ? tree : JSON.stringify(tree));
  }
  return into;
}

function walk(dir: string, visit: (path: string, isDir: boolean) => boolean | void): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (visit(path, true) !== false) walk(path, visit);
    } else visit(path, false);
  }
}

function findCatalogues(): Catalogue[] {
  const found: Catalogue[] = [];
  for (const workspace of WORKSPACES) {
    walk(join(root, workspace, 'src'), (path, isDir) => {
      if (isDir && path.endsWith('/__tests__')) return false;
      if (!isDir || !path.endsWith('/locales')) return;
      const parent = join(path, '..');
      const files: Catalogue['files'] = {};
      for (const language of LANGUAGES) {
        const file = join(path, `${language}.json`);
        if (existsSync(file)) files[language] = flatten(JSON.parse(readFileSync(file, 'utf8')));
      }
      // The namespace is named where the folder's loader is: messages.ts beside it (errorText.ts for `errors`).
      const definer = ['messages.ts', 'errorText.ts'].map((name) => join(parent, name)).find((file) => existsSync(file) && /^export const \w+\s*=\s*defineMessages\(/m.test(readFileSync(file, 'utf8')));
      const source = definer ? readFileSync(definer, 'utf8') : '';
      const defined = /^export const (\w+)\s*=\s*defineMessages\(\s*['"]([^'"]+)['"]/m.exec(source);
      found.push({ folder: relative(root, path), namespace: defined?.[2] ?? '(no messages.ts)', exportName: defined?.[1], workspace, files });
      return false;
    });
  }
  return found;
}

/** The message's syntax tree, or the parser's complaint. */
function parsed(text: string): Token[] | string {
  try {
    return parse(text);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Every token of a message, those inside plural and select cases included. */
function tokensOf(tokens: Token[]): Token[] {
  return tokens.flatMap((token) => ('cases' in token ? [token, ...token.cases.flatMap((c) => tokensOf(c.tokens))] : [token]));
}

/** Messages that are not valid ICU MessageFormat, or that the build's compiler refuses. */
function syntaxProblems({ folder, files }: Catalogue): string[] {
  const problems: string[] = [];
  for (const [language, flat] of Object.entries(files)) {
    const file = `${folder}/${language}.json`;
    const before = problems.length;
    for (const [key, value] of flat) {
      const tree = parsed(value);
      if (typeof tree === 'string') problems.push(`${file}: "${key}" is not valid ICU MessageFormat (${tree})`);
    }
    if (problems.length > before) continue;
    // The compiler the build uses (scripts/messages).
    for (const [key, value] of flat) {
      try {
        compileMessage(value);
      } catch (error) {
        problems.push(`${file}: "${key}" does not compile (${error instanceof Error ? error.message : String(error)})`);
      }
    }
  }
  return problems;
}

/** Missing keys, keys English lacks, wrong plural forms. */
function completenessProblems({ folder, files }: Catalogue): string[] {
  const problems: string[] = [];
  const english = files.en;
  for (const language of LANGUAGES) if (!files[language]) problems.push(`${folder}/${language}.json: missing file`);
  if (!english) return problems;
  for (const language of LANGUAGES) {
    const flat = files[language];
    if (!flat) continue;
    const file = `${folder}/${language}.json`;
    for (const key of english.keys()) if (!flat.has(key)) problems.push(`${file}: missing "${key}"`);
    for (const key of flat.keys()) if (!english.has(key)) problems.push(`${file}: "${key}" is not in en.json`);
    const categories = CATEGORY_ORDER.filter((category) => (new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[]).includes(category));
    for (const [key, value] of flat) {
      const tree = parsed(value);
      if (typeof tree === 'string') continue;
      for (const token of tokensOf(tree)) {
        if (token.type !== 'plural') continue;
        const keys = token.cases.map((c) => c.key).filter((caseKey) => !caseKey.startsWith('='));
        for (const category of categories) if (!keys.includes(category)) problems.push(`${file}: "${key}" lacks the plural form "${category}" (${language}: ${categories.join('/')})`);
        for (const caseKey of keys) if (!categories.includes(caseKey)) problems.push(`${file}: "${key}" has "${caseKey}", no plural form of ${language} (${categories.join('/')})`);
      }
    }
  }
  return problems;
}

function emptyValueProblems({ folder, files }: Catalogue): string[] {
  return Object.entries(files).flatMap(([language, flat]) =>
    [...flat.entries()].filter(([, value]) => !value.trim()).map(([key]) => `${folder}/${language}.json: "${key}" is empty`),
  );
}

/** The variables a message names and its <Trans> tags (as <name>). */
function placeholders(text: string): Set<string> {
  const names = new Set<string>();
  const tree = parsed(text);
  if (typeof tree === 'string') return names;
  for (const token of tokensOf(tree)) {
    if ('arg' in token) names.add(token.arg);
    if (token.type === 'content') for (const [, tag] of token.value.matchAll(/<\/?(\w+)\s*\/?>/g)) names.add(`<${tag}>`);
  }
  return names;
}

function interpolationProblems({ folder, files }: Catalogue): string[] {
  const english = files.en;
  if (!english) return [];
  const problems: string[] = [];
  const listed = (set: Set<string>) => [...set].sort().join(', ');
  for (const language of LANGUAGES) {
    const flat = files[language];
    if (language === 'en' || !flat) continue;
    for (const [key, value] of flat) {
      const expected = english.get(key);
      if (expected === undefined) continue;
      const names = listed(placeholders(value));
      if (names !== listed(placeholders(expected))) problems.push(`${folder}/${language}.json: "${key}" uses {${names}}, en.json {${listed(placeholders(expected))}}`);
    }
  }
  return problems;
}

/** Languages whose text is not written in Latin letters: an English word left in them was forgotten. */
const NON_LATIN_SCRIPT: readonly Language[] = ['ar', 'ja'];
/** Names that stay as they are in every language. */
const NAMES_KEPT = ['Global Marketplace'];

/** The Latin words of a message once its variables, tags and kept names are taken out. */
function latinWords(text: string): string[] {
  let words = text;
  for (let previous = ''; previous !== words; ) [previous, words] = [words, words.replace(/\{[^{}]*\}/g, ' ')];
  for (const name of NAMES_KEPT) words = words.split(name).join(' ');
  return words.replace(/<\/?\w+\s*\/?>/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
}

function untranslatedProblems({ folder, files }: Catalogue): string[] {
  const english = files.en;
  if (!english) return [];
  return NON_LATIN_SCRIPT.flatMap((language) =>
    [...(files[language] ?? new Map<string, string>()).entries()]
      .filter(([key, value]) => value === english.get(key) && latinWords(value).length > 0)
      .map(([key, value]) => `${folder}/${language}.json: "${key}" is still English ("${value}")`),
  );
}

function sourceFilesOf(workspace: string): string[] {
  const files: string[] = [];
  walk(join(root, workspace, 'src'), (path, isDir) => {
    if (isDir) return !/__tests__$/.test(path);
    if (/\.tsx?$/.test(path) && !/\.(test|spec)\.tsx?$/.test(path) && !path.endsWith('.d.ts')) files.push(path);
  });
  return files;
}

/** The strings and template starts the namespace's code mentions. */
function referencesOf(catalogue: Catalogue): { strings: Set<string>; prefixes: string[] } {
  const strings = new Set<string>();
  const prefixes: string[] = [];
  if (!catalogue.exportName) return { strings, prefixes };
  const uses = new RegExp(`\\b${catalogue.exportName}\\b|['"]${catalogue.namespace.replace(/\./g, '\\.')}['"]`);
  // The folder the catalogue serves (a feature): its files may be handed a `t` instead of naming the messages.
  const feature = join(root, catalogue.folder, '..') + '/';
  for (const file of sourceFilesOf(catalogue.workspace)) {
    if (/\/messages\.ts$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (!file.startsWith(feature) && !uses.test(text)) continue;
    for (const [, , value] of text.matchAll(/(['"])((?:(?!\1)[^\\\n])+)\1/g)) strings.add(value);
    for (const [, value] of text.matchAll(/`([^`$]*)`/g)) strings.add(value);
    for (const [, start] of text.matchAll(/`([\w.-]*)\$\{/g)) if (start) prefixes.push(start);
  }
  return { strings, prefixes };
}

function unusedKeyProblems(catalogue: Catalogue): string[] {
  const english = catalogue.files.en;
  if (!english) return [];
  const dynamic = DYNAMIC_KEYS[catalogue.namespace] ?? [];
  const { strings, prefixes } = referencesOf(catalogue);
  const problems: string[] = [];
  for (const key of english.keys()) {
    const used =
      strings.has(key) ||
      prefixes.some((prefix) => key.startsWith(prefix)) ||
      dynamic.some((pattern) => pattern.test(key));
    if (!used) problems.push(`${catalogue.folder}/en.json: "${key}" is not used by the code of ${catalogue.namespace}${catalogue.exportName ? ` (files using ${catalogue.exportName})` : ''}`);
  }
  return problems;
}

const catalogues = findCatalogues();

describe('message catalogues', () => {
  it('finds the catalogues (shared-ui: ui and errors)', () => {
    expect(catalogues.map(({ namespace }) => namespace)).toEqual(expect.arrayContaining(['ui', 'errors']));
  });

  describe.each(catalogues.map((catalogue) => [`${catalogue.namespace} (${catalogue.folder})`, catalogue] as const))('%s', (_name, catalogue) => {
    it('has a messages.ts that defines its namespace', () => {
      expect(catalogue.exportName ? [] : [`${catalogue.folder}: no messages.ts beside it exports defineMessages(…)`]).toEqual([]);
    });
    it('is valid ICU MessageFormat that the build compiles', () => {
      expect(syntaxProblems(catalogue)).toEqual([]);
    });
    it('has every key in every language, plurals by the language rules', () => {
      expect(completenessProblems(catalogue)).toEqual([]);
    });
    it('has no empty value', () => {
      expect(emptyValueProblems(catalogue)).toEqual([]);
    });
    it('uses the same interpolation variables in every language', () => {
      expect(interpolationProblems(catalogue)).toEqual([]);
    });
    it('has no unused key', () => {
      expect(unusedKeyProblems(catalogue)).toEqual([]);
    });
    it('leaves no English sentence untranslated in Arabic or Japanese', () => {
      expect(untranslatedProblems(catalogue)).toEqual([]);
    });
  });
});

describe('the catalogue checks themselves', () => {
  const flat = (tree: object) => flatten(tree);
  const broken: Catalogue = {
    folder: 'customer-app/src/features/demo/locales',
    namespace: 'customer.demo',
    exportName: undefined,
    workspace: 'customer-app',
    files: {
      en: flat({ title: 'Cart', total: 'Total: {amount}', followers: '{count, plural, one {{count, number} follower} other {{count, number} followers}}' }),
      es: flat({ title: 'Carrito', total: 'Total: {monto}', followers: '{count, plural, one {{count, number} seguidor} other {{count, number} seguidores}}' }),
      ar: flat({ title: '', total: 'المجموع: {amount', extra: 'x', followers: '{count, plural, zero {لا متابعين} one {متابع واحد} two {متابعان} few {{count, number} متابعين} many {{count, number} متابعًا} other {{count, number} متابع}}' }),
      ja: flat({ total: '合計: {amount}', followers: '{count, plural, =0 {フォロワーなし} one {{count, number}人} other {{count, number}人のフォロワー}}' }),
    },
  };

  it('reports each missing key, extra key and wrong plural form by file and name', () => {
    expect(completenessProblems(broken)).toEqual([
      'customer-app/src/features/demo/locales/es.json: "followers" lacks the plural form "many" (es: one/many/other)',
      'customer-app/src/features/demo/locales/ar.json: "extra" is not in en.json',
      'customer-app/src/features/demo/locales/ja.json: missing "title"',
      'customer-app/src/features/demo/locales/ja.json: "followers" has "one", no plural form of ja (other)',
    ]);
  });

  it('reports invalid ICU MessageFormat', () => {
    expect(syntaxProblems({ ...broken, files: { ar: broken.files.ar } })).toEqual([expect.stringMatching(/^customer-app\/src\/features\/demo\/locales\/ar\.json: "total" is not valid ICU MessageFormat/)]);
  });

  it('reports empty values and different variables', () => {
    expect(emptyValueProblems(broken)).toEqual(['customer-app/src/features/demo/locales/ar.json: "title" is empty']);
    expect(interpolationProblems(broken)).toEqual([
      'customer-app/src/features/demo/locales/es.json: "total" uses {monto}, en.json {amount}',
      'customer-app/src/features/demo/locales/ar.json: "total" uses {}, en.json {amount}',
    ]);
  });

  it('reports English left untranslated in a language of another script, not shared names and variables', () => {
    const untranslated: Catalogue = {
      ...broken,
      files: {
        en: flat({ rights: '© {year} Global Marketplace. All rights reserved.', title: '{name} — Global Marketplace', units: '{count, number}' }),
        ar: flat({ rights: '© {year} Global Marketplace. All rights reserved.', title: '{name} — Global Marketplace', units: '{count, number}' }),
        ja: flat({ rights: '© {year} Global Marketplace. 無断転載を禁じます。', title: '{name} — Global Marketplace', units: '{count, number}' }),
      },
    };
    expect(untranslatedProblems(untranslated)).toEqual(['customer-app/src/features/demo/locales/ar.json: "rights" is still English ("© {year} Global Marketplace. All rights reserved.")']);
  });

  it('reports keys no code uses', () => {
    expect(unusedKeyProblems(broken)).toEqual(
      ['title', 'total', 'followers'].map((key) => `customer-app/src/features/demo/locales/en.json: "${key}" is not used by the code of customer.demo`),
    );
  });
});
