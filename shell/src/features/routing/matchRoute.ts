/**
 * Which app and which page own a path: the one answer the browser (before any shared module has
 * loaded, so no router here) and the shell's server both use.
 */
import type { RemoteRoute } from 'shared-api/remote-routes';
import { pathLanguage } from './languagePrefix';
import type { ShellRoute, SitePages } from './sitePages';

export type RouteParams = Record<string, string>;

/**
 * The parameters of `pathname` under a route pattern such as /product/:id, or undefined when it does
 * not match (static segments compare case-insensitively and a trailing slash is ignored, as
 * react-router does). Parameters are decoded.
 */
export function matchPattern(pattern: string, pathname: string): RouteParams | undefined {
  const segments = (path: string) => path.replace(/\/+$/, '').split('/');
  const want = segments(pattern);
  const got = segments(pathname);
  if (want.length !== got.length) return undefined;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      if (got[i] === '') return undefined;
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return undefined; // a malformed escape (%E0%A4%A) names nothing
      }
    } else if (want[i].toLowerCase() !== got[i].toLowerCase()) {
      return undefined;
    }
  }
  return params;
}

export interface ShellMatch {
  route: ShellRoute;
  params: RouteParams;
}

/**
 * The site's route for `pathname` (a static path outranks a parameter, so /store/login is the
 * seller's page, not a store named "login"), if any: undefined is the 404 page. A language prefix
 * (/es/shop, /ar/product/7) is the same page in that language; an unknown prefix (/fr/shop) is no page.
 */
export function shellRouteFor(site: SitePages, fullPathname: string): ShellMatch | undefined {
  const pathname = pathLanguage(fullPathname).path;
  const candidates = [...site.routes.filter((route) => !route.path.includes(':')), ...site.routes.filter((route) => route.path.includes(':'))];
  for (const route of candidates) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}

export interface RemotePageMatch {
  route: RemoteRoute;
  params: RouteParams;
}

/** The remote's page for a shell route: the one with the shell route's own path, else the first that matches. */
export function remotePageFor(routes: readonly RemoteRoute[], shellPath: string, pathname: string): RemotePageMatch | undefined {
  for (const route of [...routes.filter((candidate) => candidate.path === shellPath), ...routes]) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}
