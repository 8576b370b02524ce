/**
 * Finds queries that will never be answered. Every `watchIntervalMs` while queries are in flight it
 * looks at the oldest; once one is unanswered after `stalledAfterMs` it asks the server (through
 * `check`, on a fresh connection) whether it is there and whether it is running the stalled queries:
 * - no answer: the database is unreachable; the breaker opens and every query in flight is cut;
 * - an answer, but the server is not running a query on two looks `notRunningGraceMs` apart: that
 *   query's connection was lost on the way (a NAT or firewall losing its state) and it alone is cut;
 * - the server is running it, or cannot say (a pooler in between has other process ids): it is left
 *   alone however long it takes (the statement and read timeouts stay as the last resort).
 * While the breaker is open already, stalled queries are cut without asking.
 */
import type { Cancel, Clock } from './clock';

/** What a check found: no answer, or an answer with the state of the asked-about backends (when it could read them). */
export type CheckOutcome = { reached: false; error: unknown } | { reached: true; states: Map<number, string | null> | null };

export interface StallWatchdogTimings {
  /** A query unanswered this long makes the watchdog check on the database. */
  stalledAfterMs: number;
  /** Checks start at most this often (a long query is checked on while it runs). */
  checkEveryMs: number;
  /** A query the server was found not running is cut when a check started this much later finds the same. */
  notRunningGraceMs: number;
  /** How often the watchdog looks at the queries in flight. */
  watchIntervalMs: number;
}

export interface StallWatchdogOptions<C> {
  clock: Clock;
  timings: StallWatchdogTimings;
  /** Asks the server, on a fresh connection, what the backends `pids` are doing (never rejects). */
  check(pids: number[]): Promise<CheckOutcome>;
  /** The server process behind a connection, when known. */
  pidOf(client: C): number | undefined;
  /** Ends a connection at once: its query in flight fails. */
  cut(client: C): void;
  breaker: { isOpen(): boolean; open(error: unknown): void };
  /** A connection is cut because the server is not running its query (`state` is the backend's). */
  onLost(state: string): void;
}

/** A query sent and not answered yet. */
interface InFlight<C> {
  client: C;
  since: number;
  /** When a check first found the server not running it (null: running, or not known). */
  notRunningSince: number | null;
}

export class StallWatchdog<C> {
  /** Queries in flight, oldest first (a Set keeps insertion order). */
  private readonly inFlight = new Set<InFlight<C>>();
  private watching: Cancel | null = null;
  private checking = false;
  private lastCheck = 0;
  private ended = false;

  constructor(private readonly options: StallWatchdogOptions<C>) {}

  /** A query was sent on `client`: call the returned function once it is answered (or failed). */
  track(client: C): () => void {
    const query: InFlight<C> = { client, since: this.options.clock.now(), notRunningSince: null };
    this.inFlight.add(query);
    this.watching ??= this.options.clock.every(this.options.timings.watchIntervalMs, () => this.watch());
    return () => this.inFlight.delete(query);
  }

  /** Stops watching; checks still running change nothing. */
  end(): void {
    this.ended = true;
    this.watching?.();
    this.watching = null;
  }

  private stalledAt(now: number): InFlight<C>[] {
    return [...this.inFlight].filter((query) => now - query.since >= this.options.timings.stalledAfterMs);
  }

  /** Looks at the oldest query in flight; one that stalled gets the database checked on. */
  private watch(): void {
    const { clock, timings, breaker, cut } = this.options;
    if (this.inFlight.size === 0) {
      this.watching?.();
      this.watching = null;
      return;
    }
    const now = clock.now();
    const oldest = this.inFlight.values().next().value!;
    if (this.checking || now - oldest.since < timings.stalledAfterMs || now - this.lastCheck < timings.checkEveryMs) return;
    if (breaker.isOpen()) {
      // Known unreachable already (a connect that timed out): nothing stalled will be answered.
      for (const query of this.stalledAt(now)) cut(query.client);
      return;
    }
    this.checking = true;
    this.lastCheck = now;
    void this.check(this.stalledAt(now)).finally(() => {
      this.checking = false;
    });
  }

  private async check(stalled: InFlight<C>[]): Promise<void> {
    const { clock, breaker, cut, pidOf } = this.options;
    const pids = stalled.map((query) => pidOf(query.client)).filter((pid): pid is number => pid !== undefined);
    const now = clock.now();
    const outcome = await this.options.check(pids);
    if (this.ended) return;
    if (!outcome.reached) {
      breaker.open(outcome.error);
      // Every query in flight went the same way as the check: none will be answered.
      for (const query of this.inFlight) cut(query.client);
      return;
    }
    if (!outcome.states) return;
    for (const query of stalled) {
      if (this.inFlight.has(query)) this.judge(query, outcome.states.get(pidOf(query.client) ?? -1), now); // else answered meanwhile
    }
  }

  /** A stalled query given what the server said its backend is doing (undefined: not among the answers). */
  private judge(query: InFlight<C>, state: string | null | undefined, now: number): void {
    // Absent or unreadable: nothing known (a pooler in between has other pids); the read timeout stays.
    if (state === undefined || state === null || state === 'active') {
      query.notRunningSince = null;
      return;
    }
    // Seen twice, some time apart, so that an answer already on its way when the server went idle gets there.
    query.notRunningSince ??= now;
    if (now - query.notRunningSince >= this.options.timings.notRunningGraceMs) {
      this.options.onLost(state);
      this.options.cut(query.client);
    }
  }
}
