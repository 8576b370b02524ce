/**
 * The queue in front of password hashing, bounded by waiting time rather than by count.
 *
 * - At most `slots` hashes run at once (each holds its memory and a libuv worker thread).
 * - A hash waits at most `maxWaitMs` for a slot. The queue keeps only as many waiting hashes as can
 *   start within that time at the measured pace; a call that could not start in time takes no place
 *   in it and is refused (503 with Retry-After). The refusal is answered when that call's wait would
 *   have ended, not at once: it holds nothing but a timer meanwhile, and a flood whose every client
 *   sends again as soon as it is answered cannot turn into a storm of instant 503s that eats the
 *   CPU the hashes need.
 * - Who goes first: the client address whose recent asks went wrong least often, counting its
 *   failed sign-ins (the rate-limit counters, 5 minutes, shared by every instance) and, in this
 *   process over the last minute, its wrong passwords and the asks this queue refused; then the
 *   address with fewer hashes of its own already in line (turns are shared out between addresses);
 *   then the earlier arrival. When the line is full, a newcomer who goes before the last in line
 *   takes that place and the last is refused. Every ask of a flood of wrong passwords goes wrong,
 *   and a person's right password does not: the flood soon waits behind people, however many
 *   addresses it comes from. Nothing here depends on the account name, so it tells nothing about
 *   which accounts exist.
 */
import { LRUCache } from 'lru-cache';
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
  arrivedAt: number;
  /** How often the client's recent asks went wrong: lower goes first. */
  weight: number;
  /** The client's hashes already queued or running when this one arrived. */
  rank: number;
  seq: number;
  timer: NodeJS.Timeout;
  start(): void;
  refuse(error: HttpError): void;
}

/** Whether `a` goes before `b`. */
const before = (a: Waiter, b: Waiter) => (a.weight - b.weight || a.rank - b.rank || a.seq - b.seq) < 0;

/** Weight of the newest duration in the running average of task durations. */
const SMOOTHING = 0.2;
/** How long an ask that went wrong counts against its client in this process. */
const MISS_WINDOW_MS = 60_000;
/** Clients remembered; an attacker rotating addresses cannot grow memory beyond this. */
const CLIENTS_REMEMBERED = 100_000;

export interface HashQueue {
  run<T>(task: () => Promise<T>, ticket?: HashTicket): Promise<T>;
  /** Tasks running now. */
  running(): number;
  /** Tasks waiting now. */
  waiting(): number;
  /** An ask of `client` went wrong (a wrong password): it counts against the client's next asks. */
  noteMiss(client: string): void;
}

export function createHashQueue({ slots, maxWaitMs }: HashQueueOptions): HashQueue {
  let running = 0;
  let seq = 0;
  /** Unknown until the first task ends; until then only the waiting deadline bounds the line. */
  let averageMs: number | undefined;
  const waiting: Waiter[] = [];
  const perClient = new Map<string, number>();
  // Asks of each client that went wrong (refused here, or a wrong password) in the window, which
  // its first such ask starts.
  const misses = new LRUCache<string, number>({ max: CLIENTS_REMEMBERED, ttl: MISS_WINDOW_MS, noUpdateTTL: true });
  const noteMiss = (client: string) => {
    misses.set(client, (misses.get(client) ?? 0) + 1);
  };
  const weigh = (ticket: HashTicket) => ticket.failures + (misses.get(ticket.client) ?? 0);

  const capacity = () => (averageMs === undefined ? Infinity : Math.max(1, Math.floor((maxWaitMs * slots) / averageMs)));
  const busy = () => {
    const drainSeconds = ((waiting.length + running) * (averageMs ?? maxWaitMs)) / slots / 1000;
    return new HttpError(503, HASHING_BUSY_MESSAGE, { code: 'sign_ins_busy', retryAfterSeconds: Math.max(1, Math.ceil(drainSeconds)) });
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
  /** 503, answered when the caller's wait would have ended. */
  const answerBusy = (client: string, arrivedAt: number, reject: (error: HttpError) => void) => {
    noteMiss(client);
    const error = busy();
    setTimeout(() => reject(error), Math.max(0, arrivedAt + maxWaitMs - performance.now()));
  };
  const refuse = (waiter: Waiter) => {
    remove(waiter);
    leave(waiter.ticket.client);
    answerBusy(waiter.ticket.client, waiter.arrivedAt, waiter.refuse);
  };
  const indexOfExtreme = (pick: (a: Waiter, b: Waiter) => boolean) =>
    waiting.reduce((best, waiter, index) => (pick(waiter, waiting[best]) ? index : best), 0);

  /** Resolves when a slot is this caller's; rejects with 503 when it cannot be in time. */
  const acquire = (ticket: HashTicket): Promise<void> => {
    const weight = weigh(ticket);
    const rank = join(ticket.client);
    if (running < slots) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        ticket, arrivedAt: performance.now(), weight, rank, seq: seq++, start: resolve, refuse: reject, timer: undefined as unknown as NodeJS.Timeout,
      };
      if (waiting.length >= capacity()) {
        const last = waiting[indexOfExtreme((a, b) => before(b, a))];
        if (!last || !before(waiter, last)) {
          leave(ticket.client);
          answerBusy(ticket.client, waiter.arrivedAt, reject);
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
    noteMiss,
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
