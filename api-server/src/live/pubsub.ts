/**
 * Publish/subscribe between the code that stores a chat message and the push connections that
 * deliver it. Channels are named by identity id (`user:<id>`, `store:<id>`), so a rename does not
 * break a subscription. The in-process implementation serves one API instance; a PostgreSQL
 * LISTEN/NOTIFY or Redis implementation of the same interface lets several instances share it.
 */
export type LiveHandler<Event> = (event: Event) => void;

export interface PubSub<Event = unknown> {
  /** Delivers `event` to every current subscriber of `channel`. */
  publish(channel: string, event: Event): Promise<void>;
  /** Starts delivering; the returned function stops it (calling it twice is harmless). */
  subscribe(channel: string, handler: LiveHandler<Event>): () => void;
  /** Drops every subscription; later publishes deliver nothing. */
  close(): Promise<void>;
}

export const userChannel = (userId: number): string => `user:${userId}`;
export const storeChannel = (storeId: number): string => `store:${storeId}`;

export function createInProcessPubSub<Event = unknown>(onHandlerError: (error: unknown) => void = () => undefined): PubSub<Event> {
  const channels = new Map<string, Set<LiveHandler<Event>>>();
  let closed = false;

  return {
    async publish(channel, event) {
      if (closed) return;
      // A copy, so a handler that unsubscribes while being called does not disturb the loop.
      for (const handler of [...(channels.get(channel) ?? [])]) {
        try {
          handler(event);
        } catch (error) {
          // One broken subscriber must not keep the event from the others.
          onHandlerError(error);
        }
      }
    },
    subscribe(channel, handler) {
      if (closed) return () => undefined;
      // Each subscription is its own entry, even for the same handler function.
      const entry: LiveHandler<Event> = (event) => handler(event);
      let handlers = channels.get(channel);
      if (!handlers) channels.set(channel, (handlers = new Set()));
      handlers.add(entry);
      return () => {
        const current = channels.get(channel);
        if (!current) return;
        current.delete(entry);
        if (current.size === 0) channels.delete(channel);
      };
    },
    async close() {
      closed = true;
      channels.clear();
    },
  };
}
