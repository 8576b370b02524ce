import '../../test/setup';
import { act, screen } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from 'shared-ui';
import { renderApp } from '../../test/renderApp';

/** Every locales folder of the shell: its four files have exactly the same keys (plural keys by each language's forms). */
function localeFolders(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) return [];
    return name === 'locales' ? [path] : localeFolders(path);
  });
}

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

const pluralForms: Record<string, string[]> = { en: ['one', 'other'], es: ['one', 'many', 'other'], ar: ['zero', 'one', 'two', 'few', 'many', 'other'], ja: ['other'] };
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('the shell’s messages', () => {
  const folders = localeFolders(join(__dirname, '..', '..'));

  it.each(folders.map((folder) => [folder.split('/src/')[1], folder]))('%s: the same keys in every language, plural forms by its rules', (_name, folder) => {
    const english = JSON.parse(readFileSync(join(folder, 'en.json'), 'utf8')) as object;
    const englishKeys = keys(english);
    const plurals = new Set(englishKeys.filter((key) => /_(one|other)$/.test(key)).map(pluralBase));
    const expected = (language: string) =>
      [...new Set(englishKeys.map((key) => (plurals.has(pluralBase(key)) ? pluralBase(key) : key)))]
        .flatMap((key) => (plurals.has(key) ? pluralForms[language].map((form) => `${key}_${form}`) : [key]))
        .sort();
    for (const language of ['en', 'es', 'ar', 'ja']) {
      const tree = JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8')) as object;
      expect([language, keys(tree).sort()]).toEqual([language, expected(language)]);
      for (const key of keys(tree)) expect(key).not.toBe('');
    }
  });

  it('the 404 page in Arabic and Japanese', async () => {
    await renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByRole('heading', { name: '404 - الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ja'));
    expect(await screen.findByRole('heading', { name: '404 - ページが見つかりません' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'コンテンツへスキップ' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });
});
