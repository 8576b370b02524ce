/**
 * The queue in front of password hashing, bounded by waiting time rather than by count.
 *
 * - At most `slots` hashes run at once (each holds its memory and a libuv worker thread).
 * - A hash waits at most `maxWaitMs` for a slot. The queue keeps only as many waiting hashes as can
 *   start within that time at the measured pace, so a call that could not start in time is refused
 *   at once (503 with Retry-After) instead of after waiting.
 * - Who goes first: the client address with fewer recent failed sign-ins, then the address with
 *   fewer hashes of its own already in line (turns are shared out between addresses), then the
 *   earlier arrival. When the line is full, a newcomer who goes before the last in line takes that
 *   place and the last is refused. So a flood from addresses that keep failing cannot keep a person
 *   with a clean record waiting, however many addresses it comes from; and nothing here depends on
 *   the account name, so it tells nothing about which accounts exist.
 */
import { HttpError } from '../errors';

export const HASHING_BUSY_MESSAGE = 'Too many sign-ins at this moment; please try again in a few seconds';

/** Who asks for a hash: what the queue orders by. */
export interface HashTicket {
  /** The client address. */
  client: string;
  /** Failed sign-ins from that address in the current window. */
  failures: number;
}

export const ANONYMOUS_TICKET: HashTicket = { client: '', failures: 0 };

export interface HashQueueOptions {
  slots: number;
  maxWaitMs: number;
}

interface Waiter {
  ticket: HashTicket;
  /** The client's hashes already queued or running when this one arrived. */
  rank: number;
  seq: number;
  timer: NodeJS.Timeout;
  start(): void;
  refuse(error: HttpError): void;
}

/** Whether `a` goes before `b`. */
const before = (a: Waiter, b: Waiter) =>
  (a.ticket.failures - b.ticket.failures || a.rank - b.rank || a.seq - b.seq) < 0;

/** Weight of the newest duration in the running average of task durations. */
const SMOOTHING = 0.2;

export interface HashQueue {
  run<T>(task: () => Promise<T>, ticket?: HashTicket): Promise<T>;
  /** Tasks running now. */
  running(): number;
  /** Tasks waiting now. */
  waiting(): number;
}

export function createHashQueue({ slots, maxWaitMs }: HashQueueOptions): HashQueue {
  let running = 0;
  let seq = 0;
  /** Unknown until the first task ends; until then only the waiting deadline bounds the line. */
  let averageMs: number | undefined;
  const waiting: Waiter[] = [];
  const perClient = new Map<string, number>();

  const capacity = () => (averageMs === undefined ? Infinity : Math.max(1, Math.floor((maxWaitMs * slots) / averageMs)));
  const busy = () => {
    const drainSeconds = ((waiting.length + running) * (averageMs ?? maxWaitMs)) / slots / 1000;
    return new HttpError(503, HASHING_BUSY_MESSAGE, Math.max(1, Math.ceil(drainSeconds)));
  };

  const join = (client: string) => {
    const rank = perClient.get(client) ?? 0;
    perClient.set(client, rank + 1);
    return rank;
  };
  const leave = (client: string) => {
    const left = (perClient.get(client) ?? 1) - 1;
    if (left > 0) perClient.set(client, left);
    else perClient.delete(client);
  };

  const remove = (waiter: Waiter) => {
    waiting.splice(waiting.indexOf(waiter), 1);
    clearTimeout(waiter.timer);
  };
  const refuse = (waiter: Waiter) => {
    remove(waiter);
    leave(waiter.ticket.client);
    waiter.refuse(busy());
  };
  const indexOfExtreme = (pick: (a: Waiter, b: Waiter) => boolean) =>
    waiting.reduce((best, waiter, index) => (pick(waiter, waiting[best]) ? index : best), 0);

  /** Resolves when a slot is this caller's; rejects with 503 when it cannot be in time. */
  const acquire = (ticket: HashTicket): Promise<void> => {
    const rank = join(ticket.client);
    if (running < slots) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { ticket, rank, seq: seq++, start: resolve, refuse: reject, timer: undefined as unknown as NodeJS.Timeout };
      if (waiting.length >= capacity()) {
        const last = waiting[indexOfExtreme((a, b) => before(b, a))];
        if (!last || !before(waiter, last)) {
          leave(ticket.client);
          reject(busy());
          return;
        }
        refuse(last);
      }
      waiter.timer = setTimeout(() => refuse(waiter), maxWaitMs);
      waiter.timer.unref();
      waiting.push(waiter);
    });
  };

  const release = (client: string, tookMs: number) => {
    leave(client);
    averageMs = averageMs === undefined ? tookMs : averageMs + SMOOTHING * (tookMs - averageMs);
    if (waiting.length === 0) {
      running -= 1;
      return;
    }
    // The slot passes straight to the first in line.
    const next = waiting[indexOfExtreme(before)];
    remove(next);
    next.start();
  };

  return {
    running: () => running,
    waiting: () => waiting.length,
    async run<T>(task: () => Promise<T>, ticket: HashTicket = ANONYMOUS_TICKET): Promise<T> {
      await acquire(ticket);
      const started = performance.now();
      try {
        return await task();
      } finally {
        release(ticket.client, performance.now() - started);
      }
    },
  };
}
