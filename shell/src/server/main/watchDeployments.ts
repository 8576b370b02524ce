/**
 * Notices a redeploy: every few seconds it reads the runtime configuration, the remotes' page
 * descriptions (RemotePagesKeeper) and the server manifests of the remotes the server renders. A
 * different configuration or description, a manifest or the entry it names whose content changed
 * (a new build, also one copied over the old files in place), or a remote that went down or came
 * back, makes a new key, and the caller starts a fresh render pool for it.
 */
import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '../../app/runtimeConfig';
import { serverRenderedRemotesOf, sitePagesOf } from '../../features/routing';
import { serverEntryOf } from '../worker/serverRenderedRemotes';

/** A file's text, or why there is none. */
async function textAt(url: string): Promise<{ text: string } | { problem: string }> {
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(3000) });
    if (!response.ok) return { problem: `status ${response.status}` };
    return { text: await response.text() };
  } catch (error) {
    return { problem: `unreachable (${error instanceof Error ? error.message : String(error)})` };
  }
}

/** Where the entry file a Module Federation manifest names sits (beside the manifest unless it says a path). */
function entryUrlOf(manifest: string, manifestUrl: string): string | undefined {
  try {
    const entry = (JSON.parse(manifest) as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } } }).metaData?.remoteEntry;
    if (typeof entry?.name !== 'string' || entry.name === '') return undefined;
    const folder = typeof entry.path === 'string' && entry.path !== '' ? entry.path.replace(/\/?$/, '/') : '';
    return new URL(`${folder}${entry.name}`, manifestUrl).href;
  } catch {
    return undefined;
  }
}

/**
 * What a remote's server build answers now: a hash of its manifest and of the entry file the
 * manifest names, or why there is no manifest. The entry too, because a deploy copied over the old
 * files in place may have written the new manifest and not yet the entry (whose name stays the
 * same): a render pool started then loads the old entry and renders the old pages without a fault,
 * and only a key that changes again once the entry lands starts a pool that renders the new ones.
 */
export async function manifestState(url: string): Promise<string> {
  const manifest = await textAt(url);
  if ('problem' in manifest) return manifest.problem;
  const hash = createHash('sha256').update(manifest.text);
  const entryUrl = entryUrlOf(manifest.text, url);
  if (entryUrl !== undefined) {
    const entry = await textAt(entryUrl);
    hash.update('\0').update('problem' in entry ? `entry ${entry.problem}` : entry.text);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The key of a deployment: the configuration (with the page descriptions) and the state of the
 * server build of each remote that owns a server-rendered page.
 */
export async function deploymentKey(config: RuntimeConfig): Promise<string> {
  const remotes = serverRenderedRemotesOf(sitePagesOf(config.pages)).filter((remote) => remote in config.remotes);
  const states = await Promise.all(remotes.map(async (remote) => [remote, await manifestState(serverEntryOf(config.remotes[remote]))] as const));
  return JSON.stringify({ config, builds: Object.fromEntries(states) });
}

export interface Watcher {
  /** Settles once the first check has finished, whatever its outcome (it never rejects). */
  firstCheck: Promise<void>;
  stop(): void;
}

/** Calls `check` now and then every `intervalMs` (never two at once); errors are logged, not thrown. */
export function every(intervalMs: number, check: () => Promise<void>, log: (line: string) => void): Watcher {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      await check();
    } catch (error) {
      log(`[shell] deployment check failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!stopped) timer = setTimeout(run, intervalMs);
  };
  const firstCheck = run();
  return {
    firstCheck,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
