/**
 * The process's two Redis connections (REDIS_URL): one for commands (signals published, shared rate
 * limits, the readiness ping) and one subscriber for the live-chat signals of every socket of the
 * process. Both reconnect for ever (a short, capped delay), so the API comes back by itself within
 * about a second of Redis returning. Commands fail at once while Redis is away instead of queueing:
 * whoever calls decides what that costs (a live signal is retried, a rate limit is skipped).
 */
import { Redis, type RedisOptions } from 'ioredis';

export interface RedisConnections {
  /** Publishes, rate-limit counters, readiness. Fails fast while disconnected. */
  commands: Redis;
  /** Subscribed to the live channels; carries nothing else. */
  subscriber: Redis;
  /** Prepended to every key and channel name (REDIS_KEY_PREFIX). */
  prefix: string;
  /** Throws unless Redis answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Waits between reconnection attempts: 100 ms, 200 ms, … at most 1 s, for ever. */
export const reconnectDelayMs = (attempt: number): number => Math.min(100 * attempt, 1000);

export interface RedisLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export function openRedis(url: string, prefix: string, log: RedisLogger): RedisConnections {
  const common: RedisOptions = {
    retryStrategy: reconnectDelayMs,
    connectTimeout: 2000,
    // Keep the process up while Redis is away: errors are logged once per outage (below), not thrown.
    lazyConnect: false,
  };
  const commands = new Redis(url, {
    ...common,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1000,
    connectionName: 'marketplace-api',
  });
  const subscriber = new Redis(url, {
    ...common,
    // live/redis-signals.ts subscribes again itself after a reconnect, then catches up.
    autoResubscribe: false,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    connectionName: 'marketplace-api-live',
  });

  for (const [name, connection] of [['commands', commands], ['subscriber', subscriber]] as const) {
    let down = false;
    connection.on('error', (error: Error) => {
      if (!down) log.warn({ err: error, connection: name }, 'Redis is not reachable; retrying');
      down = true;
    });
    connection.on('ready', () => {
      if (down) log.info({ connection: name }, 'Redis is reachable again');
      down = false;
    });
  }

  return {
    commands,
    subscriber,
    prefix,
    async ping() {
      await commands.ping();
    },
    async close() {
      await Promise.all([commands, subscriber].map((c) => (c.status === 'ready' ? c.quit().catch(() => c.disconnect()) : c.disconnect())));
    },
  };
}
