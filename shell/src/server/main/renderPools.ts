/**
 * The render workers, one pool per (runtime configuration, remote builds). A change of either
 * starts a fresh pool, which takes over once its workers have loaded the remotes; the old pool
 * finishes the renders it has and then stops. Loading a new remote build into a long-lived Node
 * process is not reliable (federation's module caches), so a remote is never reloaded in place.
 */
import path from 'node:path';
import Piscina from 'piscina';
import type { RenderAnswer, WorkerRequest, WorkerSettings } from '../wire';

export interface Generation {
  /** Increases with every new pool (the cache keys on it). */
  id: number;
  key: string;
  settings: WorkerSettings;
}

interface LivePool extends Generation {
  pool: Piscina;
}

export class RenderPools {
  private current: LivePool | undefined;
  private starting: Promise<LivePool> | undefined;
  private nextId = 1;

  constructor(
    private readonly serverDir: string,
    private readonly workers: number,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {}

  get generation(): Generation | undefined {
    return this.current;
  }

  /** Makes `settings` current under `key` (a no-op when already current). Resolves once it serves. */
  async use(key: string, settings: WorkerSettings): Promise<void> {
    if (this.current?.key === key) return;
    const pool = new Piscina({
      filename: path.join(this.serverDir, 'render-worker.js'),
      minThreads: this.workers,
      maxThreads: this.workers,
      // Renders mostly wait for the API: a worker takes several at once.
      concurrentTasksPerWorker: 8,
      idleTimeout: Number.POSITIVE_INFINITY,
      workerData: settings,
    });
    const next: LivePool = { id: this.nextId++, key, settings, pool };
    const warming = (async () => {
      // Every worker loads the remotes before the pool takes requests.
      await Promise.all(Array.from({ length: this.workers }, () => pool.run({ url: '/', encoding: 'identity' } satisfies WorkerRequest)));
      return next;
    })();
    this.starting = warming;
    await warming;
    const old = this.current;
    this.current = next;
    if (this.starting === warming) this.starting = undefined;
    this.log(`[shell] render pool ${next.id} serving (${this.workers} workers)`);
    if (old) {
      // Drain: the renders in progress finish, then the old workers stop.
      void old.pool.close().then(() => this.log(`[shell] render pool ${old.id} drained and stopped`));
    }
  }

  async render(request: WorkerRequest): Promise<{ answer: RenderAnswer; generation: Generation }> {
    const live = this.current ?? (await this.starting);
    if (!live) throw new Error('no render pool');
    const answer = (await live.pool.run(request)) as RenderAnswer;
    return { answer, generation: live };
  }

  private lastRenewal = 0;

  /**
   * Replaces the current pool with a fresh one of the same settings, at most once per
   * `minIntervalMs`: for a pool whose workers could not load a remote (a network blip at their
   * start) while the remote's manifest looks unchanged. Resolves at once; the swap follows.
   */
  renew(minIntervalMs: number): void {
    const current = this.current;
    if (!current || this.starting || Date.now() - this.lastRenewal < minIntervalMs) return;
    this.lastRenewal = Date.now();
    this.log(`[shell] render pool ${current.id} could not render a page with its remotes: starting a fresh pool`);
    void this.use(`${current.key}#renewed-${this.lastRenewal}`, current.settings).catch((error: unknown) =>
      this.log(`[shell] a fresh render pool did not start: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  async close(): Promise<void> {
    await Promise.all([this.current?.pool.close(), this.starting?.then((pool) => pool.pool.close())]);
  }
}
