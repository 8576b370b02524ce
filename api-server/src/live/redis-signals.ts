/**
 * Live signals between instances over Redis pub/sub: one subscriber connection per process,
 * subscribed to the channels of the identities that have a live socket here.
 *
 * While Redis is away nothing is lost: a signal that could not be published is kept and published
 * once the command connection is back; when the subscriber comes back it subscribes again and then
 * asks every listener to catch up (onResync), since signals published meanwhile never reached it.
 */
import type { RedisConnections } from '../redis/connections';
import { ChannelHandlers, type LiveSignals } from './signals';

/** Signals kept while Redis is away (one per channel); beyond this the keep-alive poll catches up. */
const MAX_PENDING_SIGNALS = 100_000;

export function createRedisSignals(redis: RedisConnections, onError: (error: unknown, context: string) => void): LiveSignals {
  const { commands, subscriber } = redis;
  const wire = (channel: string) => `${redis.prefix}live:${channel}`;
  const wirePrefix = wire('');
  const handlers = new ChannelHandlers((error) => onError(error, 'a live listener failed'));
  const resyncHandlers: Array<() => void> = [];
  const pending = new Set<string>();
  /** Channels being subscribed: settles once Redis confirmed. */
  const subscribing = new Map<string, Promise<void>>();
  let closed = false;

  subscriber.on('message', (wireChannel: string) => {
    if (wireChannel.startsWith(wirePrefix)) handlers.call(wireChannel.slice(wirePrefix.length));
  });

  // After a reconnect: subscribe again, and only once Redis confirmed it, catch up — so nothing
  // published between the catch-up's read and the subscription can slip through.
  subscriber.on('ready', () => {
    const names = handlers.names().map(wire);
    const subscribed = names.length > 0 ? subscriber.subscribe(...names) : Promise.resolve(0);
    subscribed
      .then(() => {
        if (!closed) for (const handler of resyncHandlers) handler();
      })
      .catch((error: unknown) => onError(error, 'could not subscribe to the live channels again'));
  });

  const publish = (channel: string) => {
    commands.publish(wire(channel), '1').catch(() => {
      if (!closed && pending.size < MAX_PENDING_SIGNALS) pending.add(channel);
    });
  };
  commands.on('ready', () => {
    const kept = [...pending];
    pending.clear();
    for (const channel of kept) publish(channel);
  });

  return {
    notify(channel) {
      if (closed) return;
      if (commands.status === 'ready') publish(channel);
      else if (pending.size < MAX_PENDING_SIGNALS) pending.add(channel);
    },
    listen(channel, onSignal) {
      if (closed) return { stop: () => undefined, subscribed: Promise.resolve() };
      const entry = () => onSignal();
      if (handlers.add(channel, entry) && subscriber.status === 'ready') {
        subscribing.set(
          channel,
          subscriber.subscribe(wire(channel)).then(
            () => undefined,
            (error: unknown) => onError(error, 'could not subscribe to a live channel'),
          ),
        );
      }
      // Offline: the 'ready' handler subscribes every channel, then resyncs.
      return {
        subscribed: subscribing.get(channel) ?? Promise.resolve(),
        stop: () => {
          if (!handlers.remove(channel, entry)) return;
          subscribing.delete(channel);
          if (subscriber.status === 'ready') subscriber.unsubscribe(wire(channel)).catch(() => undefined);
        },
      };
    },
    onResync(handler) {
      resyncHandlers.push(handler);
    },
    async close() {
      closed = true;
      handlers.clear();
      pending.clear();
    },
  };
}
