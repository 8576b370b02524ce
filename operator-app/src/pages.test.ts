/**
 * The page description (pages.ts, published as pages.json) and what the remote exposes (routes.tsx)
 * name the same pages; every menu entry opens one of them and has its label in every language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from 'shared-ui';
import pages from './pages';
import routes from './routes';

type Tree = { [key: string]: string | Tree };
const messagesOf = (language: string) => JSON.parse(readFileSync(path.join(__dirname, 'locales', `${language}.json`), 'utf8')) as Tree;
const textAt = (tree: Tree, key: string) => key.split('.').reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

test('every page described is exposed by routes.tsx, and every exposed page is described', () => {
  expect(pages.pages.map((page) => page.path).sort()).toEqual(routes.map((route) => route.path).sort());
});

test('the operator identity signs in at /operator/login, the one public page; every other page is the operator’s', () => {
  expect(pages.remote).toBe('operator');
  expect(pages.identities).toEqual([{ kind: 'operator', signInPath: '/operator/login' }]);
  expect(pages.pages.filter((page) => page.access === 'public').map((page) => page.path)).toEqual(['/operator/login']);
  expect(pages.pages.filter((page) => page.access !== 'public').every((page) => page.access === 'operator')).toBe(true);
});

test('the operator’s menu opens the five console pages, in order', () => {
  const menu = [...pages.menus].sort((a, b) => a.order - b.order);
  expect(menu.map((entry) => [entry.identity, entry.to])).toEqual([
    ['operator', '/operator'],
    ['operator', '/operator/reports'],
    ['operator', '/operator/stores'],
    ['operator', '/operator/products'],
    ['operator', '/operator/audit'],
  ]);
  const described = new Set(pages.pages.map((page) => page.path));
  for (const entry of menu) expect(described.has(entry.to)).toBe(true);
});

test.each(LANGUAGES)('%s: every menu label has its text', (language) => {
  const messages = messagesOf(language);
  for (const entry of pages.menus) {
    // Every entry of this remote names its label by a key of its messages.
    const key = 'labelKey' in entry ? entry.labelKey : '';
    const text = textAt(messages, key);
    expect([key, typeof text === 'string' && text.trim() !== '']).toEqual([key, true]);
  }
  expect(textAt(messagesOf('en'), 'nav.reports')).toBe('Reports');
});
