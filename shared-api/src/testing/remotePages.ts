import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MENU_LANGUAGES, withLabels, type FlatMessages, type MenuLanguage, type RemotePages, type RemotePagesSource } from '../remote-pages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): FlatMessages {
  return Object.entries(tree).reduce<FlatMessages>((flat, [key, value]) => {
    const id = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [id]: value } : { ...flat, ...flatten(value, id) };
  }, {});
}

/**
 * A remote's page description as its build publishes it (scripts/remote-pages-plugin.cjs): its
 * `src/pages.ts` with the menu labels of its messages (`<srcDir>/locales/<language>.json`).
 * Throws what the build would fail with.
 */
export function publishedPages(source: RemotePagesSource, srcDir: string): RemotePages {
  const messages = Object.fromEntries(
    MENU_LANGUAGES.map((language) => [language, flatten(JSON.parse(readFileSync(path.join(srcDir, 'locales', `${language}.json`), 'utf8')) as Tree)]),
  ) as Record<MenuLanguage, FlatMessages>;
  return withLabels(source, messages);
}
