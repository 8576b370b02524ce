import { configureApi } from 'shared-api';
import { initFederation, loadFederatedRoutes, remoteBuild, RemoteRegistry } from '../../features/remotes';
import { serverRenderedRemotesOf, sitePagesOf } from '../../features/routing';
import { encode } from '../encoding';
import { renderPage } from '../render/renderPage';
import type { RenderAnswer, WorkerRequest, WorkerSettings } from '../wire';
import { serverEntryOf } from './serverRenderedRemotes';

/**
 * Sets up this worker for one runtime configuration: the API's URL, the site's pages from the
 * remotes' descriptions, the server builds of the remotes that own a server-rendered page registered (loaded now, so the first request does not wait), and returns the render function.
 * The remotes are never reloaded here: a new configuration or build gets a new pool of workers.
 */
export function startWorker(settings: WorkerSettings): (request: WorkerRequest) => Promise<RenderAnswer> {
  const { config } = settings;
  configureApi({ apiUrl: config.apiUrl, fetchUrl: settings.apiFetchUrl });
  const site = sitePagesOf(config.pages);
  const rendered = serverRenderedRemotesOf(site).filter((remote) => remote in config.remotes);
  // Only the remotes that own a server-rendered page have a server build.
  initFederation(Object.fromEntries(rendered.map((name) => [name, serverEntryOf(config.remotes[name])])));
  const registry = new RemoteRegistry(loadFederatedRoutes);
  for (const remote of rendered) registry.routesOf(remote).catch(() => undefined); // reported per request
  const context = {
    config,
    site,
    siteUrl: settings.siteUrl,
    registry,
    remoteBuild,
    browserRenderedHtml: settings.browserRenderedHtml,
    scripts: settings.scripts,
    timeoutMs: settings.timeoutMs,
  };
  return async ({ encoding: wanted, ...request }) => {
    const { body, ...result } = await renderPage(request, context);
    const bytes = Buffer.from(body);
    const encoding = bytes.length < 1024 ? 'identity' : wanted;
    return { ...result, encoding, body: encode(bytes, encoding) };
  };
}
