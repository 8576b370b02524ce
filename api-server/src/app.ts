/**
 * The API as a Fastify instance. `buildApp()` reads the environment; tests pass their own config,
 * database and cheaper password hashing.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import './context';
import { loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createPasswordHasher, type HasherOptions } from './auth/passwords';
import { loadOrCreateSecret } from './auth/secret';
import { createTokenService } from './auth/tokens';
import { createIdentityResolver } from './auth/identity';
import { createUploadStore, driverFor } from './uploads/storage';
import { clientErrorHandler, errorBody, registerErrorHandlers } from './errors';
import { DrainingState, registerDraining } from './lifecycle/draining';
import type { LogDestination } from './lifecycle/log-destination';
import { registerSecurity } from './plugins/security';
import { registerOpenApi, registerDocsUi } from './plugins/docs';
import { registerUploads } from './plugins/uploads';
import { registerJsonParser } from './plugins/json';
import { registerHostileInputGuard } from './plugins/hostile-input';
import { registerRateLimit, DEFAULT_LOGIN_RATE_LIMIT, type LoginRateLimit } from './plugins/rate-limit';
import { routePlugins } from './routes';
// ----- scale-out (docs/scale-out.md) -----
import { openRedis, type RedisConnections } from './redis/connections';
import { createInProcessSignals, type LiveSignals } from './live/signals';
import { createRedisSignals } from './live/redis-signals';
import { createLiveHub, type LiveHub } from './live/hub';
import { messageFeed } from './live/feeds';
import { ajvOptions } from './routes/calls';
// ----- notifications (docs/live.md) -----
import { createNotifier } from './notifications/notifier';
import { notificationFeed } from './notifications/feed';

export interface BuildAppOptions {
  config?: Config;
  /** An open database; the app then leaves closing it to the caller. */
  database?: DatabaseHandle;
  /** Password hashing beyond the configuration: tests lower the cost. */
  passwordHashing?: HasherOptions;
  loginRateLimit?: LoginRateLimit;
  /** Live signals (the app then leaves closing them to the caller); from REDIS_URL, else in-process. */
  liveSignals?: LiveSignals;
  /** Where log lines go (the process uses lifecycle/log-destination.ts); pino's default otherwise. */
  logStream?: LogDestination;
}

export interface AppOptions {
  loginRateLimit: LoginRateLimit;
  database: DatabaseHandle;
}

/** One thing GET /api/ready checks (run with a 1 s timeout); throws when it is not usable. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<void>;
  /**
   * `local`: this instance's own (the SQLite file on its disk); down takes the instance out of
   * rotation. `shared`: a service every instance uses (PostgreSQL, Redis, the bucket); down is
   * reported but the instance stays in rotation, since every other one is without it too.
   */
  scope: 'local' | 'shared';
}

declare module 'fastify' {
  interface FastifyInstance {
    appOptions: AppOptions;
    /** What GET /api/ready checks: the database here; other plugins add theirs (e.g. redis, storage). */
    readinessChecks: ReadinessCheck[];
    /** Active once the process is shutting down (SIGTERM): readiness fails and new requests get 503. */
    draining: DrainingState;
    // ----- scale-out (docs/scale-out.md) -----
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

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'], ...(options.logStream ? { stream: options.logStream } : {}) },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // ----- hardening (docs/operations.md) -----
    // A request (headers, then all of its body) must arrive in time: a client trickling bytes
    // cannot hold a connection for ever. Node checks the deadlines every connectionsCheckingInterval.
    requestTimeout: config.requestTimeoutMs,
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    // 431, 408 and unparsable requests answered by Node's parser get the { msg } shape too.
    clientErrorHandler: clientErrorHandler(config.instanceId),
    // Shutting down is lifecycle/draining.ts's job (503 with { msg }), not Fastify's plain 503.
    return503OnClosing: false,
    // Malformed URLs and similar are answered before routing: keep the { msg } shape there too.
    frameworkErrors: (error, _request, reply) => {
      (reply as unknown as FastifyReply).code(400).header('X-Instance-Id', config.instanceId).send(errorBody(error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid (bad percent-encoding)' : 'The request is not valid', 'invalid_request'));
    },
    ajv: ajvOptions,
  });

  database.setErrorLogger((error, context) => app.log.warn({ err: error }, context));
  try {
    await migrateToLatest(database);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('passwords', createPasswordHasher({
    concurrency: config.passwordHashConcurrency,
    maxWaitMs: config.passwordHashMaxWaitMs,
    ...options.passwordHashing,
  }));
  app.decorate('tokens', createTokenService(loadOrCreateSecret(config.jwtSecret, config.dataDir)));
  app.decorate('identities', createIdentityResolver(database.db, app.tokens));
  app.decorate('uploads', createUploadStore(driverFor(config.storage, config.dataDir), (error, context) => app.log.warn({ err: error }, context)));
  app.decorate('appOptions', { loginRateLimit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT, database });
  app.decorate('readinessChecks', [{ name: 'database', check: () => database.ping(), scope: database.dialect === 'sqlite' ? 'local' : 'shared' }] as ReadinessCheck[]);
  app.decorate('draining', new DrainingState());
  app.decorateRequest('identity', null);
  // ----- scale-out (docs/scale-out.md) -----
  const redis = config.redisUrl ? openRedis(config.redisUrl, config.redisKeyPrefix, app.log) : null;
  app.decorate('redis', redis);
  if (redis) app.readinessChecks.push({ name: 'redis', check: () => redis.ping(), scope: 'shared' });
  if (config.storage.driver === 's3') app.readinessChecks.push({ name: 'storage', check: () => app.uploads.check(), scope: 'shared' });
  const logLiveError = (error: unknown, context = 'live delivery failed') => app.log.warn({ err: error }, context);
  app.decorate('liveSignals', options.liveSignals ?? (redis ? createRedisSignals(redis, logLiveError) : createInProcessSignals(logLiveError)));
  const feeds = [messageFeed(database.db), notificationFeed(database.db)];
  app.decorate('liveHub', createLiveHub(app.liveSignals, feeds, logLiveError));
  app.decorate('liveCursorFields', feeds.map((feed) => feed.cursorField));
  app.addHook('onClose', async () => {
    if (options.liveSignals === undefined) await app.liveSignals.close();
    await redis?.close();
  });
  // ----- notifications (docs/live.md) -----
  app.decorate('notifier', createNotifier(database.dialect, app.liveSignals));

  registerErrorHandlers(app);
  registerJsonParser(app);
  await registerSecurity(app);
  registerDraining(app);
  registerHostileInputGuard(app);
  await registerRateLimit(app, app.appOptions.loginRateLimit);
  await registerUploads(app);
  await registerOpenApi(app);
  for (const plugin of routePlugins) await app.register(plugin);
  await registerDocsUi(app);

  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  return app;
}
