import { initFederation, preloadRemoteRoutes } from '../features/remotes';
import { shellRouteFor, sitePagesOf, type SitePages } from '../features/routing';
import { readServerPageData, type ServerPageData } from './pageData';
import { fetchRuntimeConfig, type RuntimeConfig } from './runtimeConfig';

/** Opens connections to an origin early: one for fetch (CORS) and one for images. */
function preconnect(url: string): void {
  const { origin } = new URL(url, window.location.href);
  if (origin === window.location.origin) return;
  for (const crossOrigin of ['anonymous', null]) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    if (crossOrigin) link.crossOrigin = crossOrigin;
    document.head.append(link);
  }
}

export interface EarlyStart {
  config: RuntimeConfig;
  /** Present when the server rendered the page (the browser then hydrates it). */
  serverPage?: ServerPageData;
  /** The site's pages, guards and menus, from the remotes' descriptions in the configuration. */
  site: SitePages;
}

/**
 * What the shell can do before React and the other shared modules have arrived (this runs in the
 * entry chunk, and uses no shared module): read the runtime configuration (from the server's page
 * data, else /config.json) with the remotes' page descriptions, register every remote, and start on what the page waits for: its
 * remote's entry and routes chunk, and a connection to the API. Rejects when the configuration is
 * unusable.
 */
export async function startEarly(): Promise<EarlyStart> {
  const serverPage = readServerPageData();
  const config = serverPage?.config ?? (await fetchRuntimeConfig());
  initFederation(config.remotes);
  const site = sitePagesOf(config.pages);
  const remote = shellRouteFor(site, window.location.pathname)?.route.remote;
  if (remote) preloadRemoteRoutes(remote);
  // A server-rendered page already preconnects in its own head.
  if (!serverPage) preconnect(config.apiUrl);
  return { config, serverPage, site };
}
