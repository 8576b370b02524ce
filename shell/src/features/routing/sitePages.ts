/**
 * The site's pages as the remotes describe them (each remote's pages.json, read with the runtime
 * configuration): which remote owns a path and who may open it, where each identity kind signs in,
 * and the menus' entries. The shell has no list of any remote's pages of its own: it knows them
 * from these descriptions, even while a remote's code is down (the server keeps the last good copy).
 */
import type { MenuEntry, RemotePages } from 'shared-api/remote-pages';

export interface ShellRoute {
  /** react-router path, matched by the shell (the remote renders the page it exposes for it). */
  path: string;
  /** 'public', or the identity kind that may open it. */
  access: string;
  remote: string;
  /**
   * The shell's server renders the page into the first HTML: the public pages people find and
   * share. Every other page is rendered by the browser inside the server-rendered frame.
   */
  serverRendered?: true;
}

export interface SiteMenuEntry extends MenuEntry {
  remote: string;
}

export interface SitePages {
  routes: readonly ShellRoute[];
  /** Where a visitor without the right session is sent, per identity kind. */
  signInPaths: Readonly<Record<string, string>>;
  menus: readonly SiteMenuEntry[];
}

/**
 * The site's pages from the remotes' descriptions, in the configuration's order. A path two remotes
 * describe stays the first one's (logged): one remote cannot take over another's page.
 */
export function sitePagesOf(descriptions: Readonly<Record<string, RemotePages>>): SitePages {
  const routes: ShellRoute[] = [];
  const owners = new Map<string, string>();
  const signInPaths: Record<string, string> = {};
  const menus: SiteMenuEntry[] = [];
  for (const [remote, description] of Object.entries(descriptions)) {
    for (const page of description.pages) {
      const owner = owners.get(page.path);
      if (owner) {
        console.error(`[shell] ${page.path} is described by "${owner}" and "${remote}": it stays "${owner}"'s`);
        continue;
      }
      owners.set(page.path, remote);
      routes.push({ path: page.path, access: page.access, remote, ...(page.serverRendered ? { serverRendered: true as const } : {}) });
    }
    for (const identity of description.identities) signInPaths[identity.kind] ??= identity.signInPath;
    for (const entry of description.menus) menus.push({ ...entry, remote });
  }
  return { routes, signInPaths, menus };
}

/** The remotes that own a page the server may render: their server builds are loaded and watched. */
export function serverRenderedRemotesOf(site: SitePages): string[] {
  return [...new Set(site.routes.filter((route) => route.serverRendered).map((route) => route.remote))];
}
