/**
 * Live signals: "something new for identity X", said after a commit by whichever instance stored it
 * and heard by every instance holding a live socket of X, which then reads what is new from the
 * database (the database is the log; a signal carries no data, so a lost one costs only latency:
 * the next signal, a resync or the keep-alive poll brings the message). Channels are named by
 * identity id (`user:<id>`, `store:<id>`), so a rename changes nothing.
 *
 * In-process here (one instance); live/redis-signals.ts carries them between instances.
 */
export interface Listening {
  /** Stops listening (calling it twice is harmless). */
  stop(): void;
  /** Settles once signals on the channel reach this process (at once in-process; Redis: subscribed, or away). */
  subscribed: Promise<void>;
}

export interface LiveSignals {
  /** Says "something new" on `channel` to every instance. Never throws, never waits. */
  notify(channel: string): void;
  listen(channel: string, onSignal: () => void): Listening;
  /** `handler` runs whenever signals may have been missed (Redis reconnected): every listener should catch up. */
  onResync(handler: () => void): void;
  close(): Promise<void>;
}

// The signal name keeps 'user' (instances of two versions during a deploy share it).
export const customerChannel = (userId: number): string => `user:${userId}`;
export const storeChannel = (storeId: number): string => `store:${storeId}`;

/** Per-channel handler sets, shared by both implementations. */
export class ChannelHandlers {
  private readonly channels = new Map<string, Set<() => void>>();

  constructor(private readonly onHandlerError: (error: unknown) => void) {}

  /** Adds a handler; true when it is the channel's first. */
  add(channel: string, handler: () => void): boolean {
    let handlers = this.channels.get(channel);
    const first = !handlers;
    if (!handlers) this.channels.set(channel, (handlers = new Set()));
    handlers.add(handler);
    return first;
  }

  /** Removes a handler; true when the channel has none left. */
  remove(channel: string, handler: () => void): boolean {
    const handlers = this.channels.get(channel);
    if (!handlers?.delete(handler)) return false;
    if (handlers.size > 0) return false;
    this.channels.delete(channel);
    return true;
  }

  call(channel: string): void {
    for (const handler of [...(this.channels.get(channel) ?? [])]) this.safely(handler);
  }

  callAll(): void {
    for (const handlers of [...this.channels.values()]) for (const handler of [...handlers]) this.safely(handler);
  }

  names(): string[] {
    return [...this.channels.keys()];
  }

  clear(): void {
    this.channels.clear();
  }

  private safely(handler: () => void): void {
    try {
      handler();
    } catch (error) {
      // One broken listener must not keep the signal from the others.
      this.onHandlerError(error);
    }
  }
}

export function createInProcessSignals(onHandlerError: (error: unknown) => void = () => undefined): LiveSignals {
  const handlers = new ChannelHandlers(onHandlerError);
  let closed = false;
  return {
    notify(channel) {
      if (!closed) handlers.call(channel);
    },
    listen(channel, onSignal) {
      if (closed) return { stop: () => undefined, subscribed: Promise.resolve() };
      // Each listening is its own entry, even for the same function.
      const entry = () => onSignal();
      handlers.add(channel, entry);
      return { stop: () => void handlers.remove(channel, entry), subscribed: Promise.resolve() };
    },
    onResync() {
      // Nothing is ever missed in one process.
    },
    async close() {
      closed = true;
      handlers.clear();
    },
  };
}
