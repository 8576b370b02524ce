import { configureApi } from 'shared-api';
import { initFederation, loadFederatedRoutes, remoteBuild, remoteNames, type RemoteName, RemoteRegistry } from '../../features/remotes';
import { encode } from '../encoding';
import { renderPage } from '../render/renderPage';
import type { RenderAnswer, WorkerRequest, WorkerSettings } from '../wire';
import { serverEntryOf, serverRenderedRemotes } from './serverRenderedRemotes';

/**
 * Sets up this worker for one runtime configuration: the API's URL, the remotes' server builds
 * registered (loaded now, so the first request does not wait), and returns the render function.
 * The remotes are never reloaded here: a new configuration or build gets a new pool of workers.
 */
export function startWorker(settings: WorkerSettings): (request: WorkerRequest) => Promise<RenderAnswer> {
  const { config } = settings;
  configureApi({ apiUrl: config.apiUrl, fetchUrl: settings.apiFetchUrl });
  initFederation(Object.fromEntries(remoteNames.map((name) => [name, serverEntryOf(config.remotes[name])])) as Record<RemoteName, string>);
  const registry = new RemoteRegistry(loadFederatedRoutes);
  for (const remote of serverRenderedRemotes) registry.routesOf(remote).catch(() => undefined); // reported per request
  const context = {
    config,
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
