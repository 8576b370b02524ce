import { initFederation, preloadRemoteRoutes, remoteForPath } from '../features/remotes/federation';
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

/**
 * What the shell can do before React and the other shared modules have arrived (this runs in the
 * entry chunk, and uses no shared module): read /config.json, register both remotes, and start on
 * what the first page waits for: the page's remote (entry and routes chunk together) and a
 * connection to the API (the page's data and pictures). Rejects when the configuration is unusable.
 */
export async function startEarly(): Promise<RuntimeConfig> {
  const config = await fetchRuntimeConfig();
  initFederation(config.remotes);
  const remote = remoteForPath(window.location.pathname);
  if (remote) preloadRemoteRoutes(remote);
  preconnect(config.apiUrl);
  return config;
}
