/**
 * 'shared-api/remote-pages': the page description a remote publishes with its build (`pages.json`,
 * written from its `src/pages.ts`): its pages (path, who may open them, whether the shell's server
 * renders them), the identity kinds it introduces with their sign-in pages, and its menu entries.
 * The shell reads it with the runtime configuration, so it has no list of any remote's pages of its
 * own. Plain data and its check, no React and no state: the shell's entry chunk uses it before any
 * shared module is there, and the remotes' build step in Node.
 */

/** The languages a menu label is written in (the site's languages). */
export const MENU_LANGUAGES = ['en', 'es', 'ar', 'ja'] as const;
export type MenuLanguage = (typeof MENU_LANGUAGES)[number];

/** An identity kind a remote introduces ('customer', 'store', 'operator', …) and where it signs in. */
export interface RemoteIdentity {
  kind: string;
  signInPath: string;
}

/** Who may open a page: anyone ('public'), or one identity kind. */
export type PageAccess = 'public' | string;

export interface PageDescription {
  /** react-router path, absolute (e.g. '/product/:id'); the remote's `./routes` exposes a page for it. */
  path: string;
  access: PageAccess;
  /** The shell's server renders the page into the first HTML (public pages people find and share). */
  serverRendered?: true;
}

export type MenuPlace = 'header' | 'mobile';

/** A link of the frame's menus. */
export interface MenuEntry {
  /** Who sees it: 'guest' (nobody signed in) or an identity kind. */
  identity: string;
  places: MenuPlace[];
  to: string;
  /** A name of shared-ui's icon set: its export without "Icon", first letter small (ShoppingCartIcon → 'shoppingCart'). */
  icon: string;
  /** Position among all remotes' entries for that identity (smaller first). */
  order: number;
  label: Record<MenuLanguage, string>;
  /** Drawn as the menu's call to action. */
  emphasis?: true;
  /** A count drawn beside the label: 'cartCount' is the customer's cart. */
  badge?: 'cartCount';
}

export interface RemotePages {
  /** The remote's federation name. */
  remote: string;
  identities: RemoteIdentity[];
  pages: PageDescription[];
  menus: MenuEntry[];
}

/**
 * A remote's `src/pages.ts`: the description as written in its source, where a menu entry may name
 * its label by a key of the remote's own messages (`src/locales/<language>.json`, e.g. 'nav.cart')
 * instead of spelling it out; the build step (scripts/remote-pages-plugin.cjs) writes the texts in.
 */
export interface RemotePagesSource extends Omit<RemotePages, 'menus'> {
  menus: (Omit<MenuEntry, 'label'> & ({ label: Record<MenuLanguage, string> } | { labelKey: string }))[];
}

/** A remote's messages in one language, flattened: 'nav.cart' → 'Cart'. */
export type FlatMessages = Record<string, unknown>;

/** The published description of a source: every `labelKey` replaced by its text in each language. */
export function withLabels(source: RemotePagesSource, messages: Record<MenuLanguage, FlatMessages>): RemotePages {
  const menus = source.menus.map((entry) => {
    if (!('labelKey' in entry)) return entry;
    const { labelKey, ...rest } = entry;
    const label = Object.fromEntries(
      MENU_LANGUAGES.map((language) => {
        const text = messages[language][labelKey];
        if (typeof text !== 'string' || text === '') throw new RemotePagesError(`the menu label "${labelKey}" has no ${language} message`);
        return [language, text];
      }),
    ) as Record<MenuLanguage, string>;
    return { ...rest, label };
  });
  return parseRemotePages({ ...source, menus }, source.remote);
}

export class RemotePagesError extends Error {
  override name = 'RemotePagesError';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');
const isName = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z_][\w-]*$/.test(value);

function listOf<T>(value: unknown, field: string, check: (item: unknown, where: string) => T): T[] {
  if (!Array.isArray(value)) throw new RemotePagesError(`"${field}" must be a list`);
  return value.map((item, index) => check(item, `${field}[${index}]`));
}

function identityOf(value: unknown, where: string): RemoteIdentity {
  if (!isObject(value) || !isName(value.kind) || value.kind === 'guest' || value.kind === 'public' || !isPath(value.signInPath)) {
    throw new RemotePagesError(`${where} must be { kind, signInPath } with a kind other than "guest" or "public" and an absolute path`);
  }
  return { kind: value.kind, signInPath: value.signInPath };
}

function pageOf(value: unknown, where: string): PageDescription {
  if (!isObject(value) || !isPath(value.path) || !isName(value.access)) throw new RemotePagesError(`${where} must be { path, access } with an absolute path`);
  if (value.serverRendered !== undefined && value.serverRendered !== true) throw new RemotePagesError(`${where}.serverRendered must be true or absent`);
  return { path: value.path, access: value.access, ...(value.serverRendered ? { serverRendered: true as const } : {}) };
}

function menuEntryOf(value: unknown, where: string): MenuEntry {
  if (!isObject(value)) throw new RemotePagesError(`${where} must be an object`);
  const { identity, places, to, icon, order, label, emphasis, badge } = value;
  if (!isName(identity)) throw new RemotePagesError(`${where}.identity must be "guest" or an identity kind`);
  if (!Array.isArray(places) || places.length === 0 || !places.every((place) => place === 'header' || place === 'mobile')) {
    throw new RemotePagesError(`${where}.places must list "header" and/or "mobile"`);
  }
  if (!isPath(to)) throw new RemotePagesError(`${where}.to must be an absolute path`);
  if (typeof icon !== 'string' || icon === '') throw new RemotePagesError(`${where}.icon must be an icon name`);
  if (typeof order !== 'number' || !Number.isFinite(order)) throw new RemotePagesError(`${where}.order must be a number`);
  if (!isObject(label) || !MENU_LANGUAGES.every((language) => typeof label[language] === 'string' && label[language] !== '')) {
    throw new RemotePagesError(`${where}.label must have a text in ${MENU_LANGUAGES.join(', ')}`);
  }
  if (emphasis !== undefined && emphasis !== true) throw new RemotePagesError(`${where}.emphasis must be true or absent`);
  if (badge !== undefined && badge !== 'cartCount') throw new RemotePagesError(`${where}.badge must be "cartCount" or absent`);
  return {
    identity,
    places: places as MenuPlace[],
    to,
    icon,
    order,
    label: Object.fromEntries(MENU_LANGUAGES.map((language) => [language, label[language]])) as Record<MenuLanguage, string>,
    ...(emphasis ? { emphasis: true as const } : {}),
    ...(badge ? { badge } : {}),
  };
}

/**
 * Checks a page description (what a remote's `pages.json` holds); the error says which field is
 * wrong. `remote`, when given, is the name the runtime configuration knows the remote by: a
 * description of another remote is refused.
 */
export function parseRemotePages(value: unknown, remote?: string): RemotePages {
  if (!isObject(value)) throw new RemotePagesError('the description is not a JSON object');
  if (!isName(value.remote)) throw new RemotePagesError('"remote" must be the remote\'s federation name');
  if (remote !== undefined && value.remote !== remote) throw new RemotePagesError(`it describes the remote "${value.remote}", not "${remote}"`);
  const pages = listOf(value.pages, 'pages', pageOf);
  const paths = new Set<string>();
  for (const page of pages) {
    if (paths.has(page.path)) throw new RemotePagesError(`the page ${page.path} is described twice`);
    paths.add(page.path);
  }
  return {
    remote: value.remote,
    identities: listOf(value.identities ?? [], 'identities', identityOf),
    pages,
    menus: listOf(value.menus ?? [], 'menus', menuEntryOf),
  };
}

/** Where a remote's description is published: `pages.json` beside its manifest (…/mf-manifest.json → …/pages.json). */
export function pagesUrlOf(manifestUrl: string, base?: string): string {
  return new URL('pages.json', new URL(manifestUrl, base)).href;
}
