/**
 * The live side of the app (docs/live.md, docs/scale-out.md): the Redis connections (REDIS_URL),
 * the "something new for X" signals between instances, this process's live sockets and their
 * feeds, and the notifier that writes a notification with its change and signals it after commit.
 */
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openRedis, type RedisConnections } from '../redis/connections';
import { createInProcessSignals, type LiveSignals } from './signals';
import { createRedisSignals } from './redis-signals';
import { createLiveHub, type LiveHub } from './hub';
import { messageFeed } from './feeds';
import { notificationFeed } from '../notifications/feed';
import { createNotifier } from '../notifications/notifier';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connections (REDIS_URL), or null for one instance. */
    redis: RedisConnections | null;
    /** "Something new for identity X" between instances (live/signals.ts). */
    liveSignals: LiveSignals;
    /** The live sockets of this process and their feeds (live/hub.ts). */
    liveHub: LiveHub;
    /** The resume fields a live client may send: one per feed. */
    liveCursorFields: string[];
  }
}

export interface LivePluginOptions {
  config: Config;
  /** Live signals (the app then leaves closing them to the caller); from REDIS_URL, else in-process. */
  liveSignals?: LiveSignals;
}

export const livePlugin = fp<LivePluginOptions>(async (app, { config, liveSignals }) => {
  const redis = config.redisUrl ? openRedis(config.redisUrl, config.redisKeyPrefix, app.log) : null;
  app.decorate('redis', redis);
  if (redis) app.readinessChecks.push({ name: 'redis', check: () => redis.ping(), scope: 'shared' });
  const logLiveError = (error: unknown, context = 'live delivery failed') => app.log.warn({ err: error }, context);
  app.decorate('liveSignals', liveSignals ?? (redis ? createRedisSignals(redis, logLiveError) : createInProcessSignals(logLiveError)));
  const feeds = [messageFeed(app.db), notificationFeed(app.db)];
  app.decorate('liveHub', createLiveHub(app.liveSignals, feeds, logLiveError));
  app.decorate('liveCursorFields', feeds.map((feed) => feed.cursorField));
  app.decorate('notifier', createNotifier(app.dialect, app.liveSignals));
  app.addHook('onClose', async () => {
    if (liveSignals === undefined) await app.liveSignals.close();
    await redis?.close();
  });
}, { name: 'live', dependencies: ['database', 'readiness'] });
