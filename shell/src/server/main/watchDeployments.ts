/**
 * Notices a redeploy: every few seconds it reads the runtime configuration, the remotes' page
 * descriptions (RemotePagesKeeper) and the server manifests of the remotes the server renders. A
 * different configuration or description, a manifest whose content changed (a new build, also one
 * copied over the old files in place), or a remote that went down or came back, makes a new key,
 * and the caller starts a fresh render pool for it.
 */
import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '../../app/runtimeConfig';
import { serverRenderedRemotesOf, sitePagesOf } from '../../features/routing';
import { serverEntryOf } from '../worker/serverRenderedRemotes';

/** What a remote's server manifest answers now: a hash of its content, or why there is none. */
export async function manifestState(url: string): Promise<string> {
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(3000) });
    if (!response.ok) return `status ${response.status}`;
    return createHash('sha256').update(await response.text()).digest('hex').slice(0, 16);
  } catch (error) {
    return `unreachable (${error instanceof Error ? error.message : String(error)})`;
  }
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
