/**
 * The shell's server (`node shell/dist-server/main.js`, run by `npm start`): serves the shell's
 * browser build and renders pages in a pool of worker threads that load the remotes' server
 * builds from the runtime configuration. It checks the configuration, the remotes' page
 * descriptions and their manifests every SSR_POLL_SECONDS and moves to a fresh pool on a change, so a redeployed remote shows in
 * the HTML within seconds, without restarting or rebuilding this server. It asks the API's
 * moderation version every 2 s and drops its kept pages and sitemaps when it changes
 * (moderationWatch.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '../../app/runtimeConfig';
import type { WorkerSettings } from '../wire';
import { HtmlCache } from './htmlCache';
import { RenderPools } from './renderPools';
import { RemotePagesKeeper } from './remotePagesKeeper';
import { readRuntimeConfig } from './runtimeConfigSource';
import { createShellServer } from './server';
import { readSettings } from './settings';
import { SitemapCache } from './sitemapCache';
import { deploymentKey, every } from './watchDeployments';
import { watchModeration } from './moderationWatch';

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const settings = readSettings(process.env, __dirname);
  const indexHtml = readFileSync(path.join(settings.staticDir, 'index.html'), 'utf8');
  const pools = new RenderPools(settings.serverDir, settings.workers, log);
  const cache = new HtmlCache(settings.cacheSeconds);
  const remotePages = new RemotePagesKeeper(log, undefined, settings.pagesFile);
  // The configuration and the remotes' page descriptions, as the browser gets them (/config.json).
  const readConfig = async (): Promise<RuntimeConfig> => {
    const read = await readRuntimeConfig(settings.configFile, process.env);
    return { ...read, pages: await remotePages.refresh(read.remotes) };
  };
  let config: RuntimeConfig = await readConfig();

  const workerSettings = (current: RuntimeConfig): WorkerSettings => ({
    config: current,
    siteUrl: settings.siteUrl,
    apiFetchUrl: settings.apiFetchUrl,
    browserRenderedHtml: indexHtml,
    scripts: ['/main.js'],
    timeoutMs: settings.renderTimeoutMs,
  });

  const watcher = every(
    settings.pollMs,
    async () => {
      const current = await readConfig();
      const key = await deploymentKey(current);
      // Guards and menus follow a new description at once; the render pool once its workers are ready.
      config = current;
      if (key === pools.generation?.key) return;
      if (pools.generation) log(`[shell] the runtime configuration, a remote's pages or a remote's build changed: starting a fresh render pool`);
      await pools.use(key, workerSettings(current));
    },
    log,
  );

  const sitemaps = new SitemapCache(settings.sitemapSeconds, log);
  // A moderation action (a product taken down, a store suspended) drops every kept page and sitemap within seconds.
  const moderation = watchModeration({
    apiUrl: () => settings.apiFetchUrl ?? config.apiUrl,
    onChange: () => {
      cache.clear();
      sitemaps.clear();
    },
    log,
  });

  const app = createShellServer({
    staticDir: settings.staticDir,
    siteUrl: settings.siteUrl,
    pools,
    cache,
    config: () => config,
    browserRenderedHtml: () => indexHtml,
    hsts: settings.hsts,
    sitemaps,
    log,
  });
  // The first render pool is up (or its start failed and was logged) before the first request: a
  // page asked for earlier found no pool and was left to the browser, answering 200 even for a page
  // that does not exist.
  await watcher.firstCheck;
  try {
    await app.listen({ port: settings.port, host: settings.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(code === 'EADDRINUSE' ? `port ${settings.port} is already in use (SHELL_PORT)` : error instanceof Error ? error.message : String(error), { cause: error });
  }
  log(`shell: serving ${settings.siteUrl} on port ${settings.port}`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      watcher.stop();
      moderation.stop();
      // Open connections are closed with the server; the renders in progress finish in the pools.
      void Promise.allSettled([app.close(), pools.close()]).finally(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(`shell: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
