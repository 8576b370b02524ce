/**
 * The site's pages for the shell's tests: the customer and seller remotes' real page descriptions
 * (their src/pages.ts with the labels of their own messages, as their build publishes them), so the
 * tests see the pages, guards and menus the site has. The shell's own code never imports a remote.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MENU_LANGUAGES, withLabels, type FlatMessages, type MenuLanguage, type RemotePages, type RemotePagesSource } from 'shared-api/remote-pages';
// eslint-disable-next-line boundaries/dependencies
import customerPagesSource from '../../../customer-app/src/pages';
// eslint-disable-next-line boundaries/dependencies
import sellerPagesSource from '../../../seller-app/src/pages';
import { sitePagesOf, type SitePages } from '../features/routing';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): FlatMessages {
  return Object.entries(tree).reduce<FlatMessages>((flat, [key, value]) => {
    const id = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [id]: value } : { ...flat, ...flatten(value, id) };
  }, {});
}

/** What a remote's build writes as pages.json. */
function published(source: RemotePagesSource, app: string): RemotePages {
  const messages = Object.fromEntries(
    MENU_LANGUAGES.map((language) => [language, flatten(JSON.parse(readFileSync(path.join(__dirname, '../../..', app, 'src/locales', `${language}.json`), 'utf8')) as Tree)]),
  ) as Record<MenuLanguage, FlatMessages>;
  return withLabels(source, messages);
}

export const customerPages: RemotePages = published(customerPagesSource, 'customer-app');
export const sellerPages: RemotePages = published(sellerPagesSource, 'seller-app');

/** The descriptions as config.json carries them. */
export const remotePages: Record<string, RemotePages> = { customer: customerPages, seller: sellerPages };

export const testSite: SitePages = sitePagesOf(remotePages);
