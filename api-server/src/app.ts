/**
 * The API as a Fastify instance. `buildApp()` reads the environment; tests pass their own config,
 * database and cheaper password hashing.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { searchPlugin } from './search/plugin';
import { databasePlugin } from './db/plugin';
import type { HasherOptions } from './auth/passwords';
import { authPlugin } from './auth/plugin';
import { clientErrorHandler, errorBody, registerErrorHandlers } from './errors';
import { drainingPlugin } from './lifecycle/draining';
import { readinessPlugin } from './lifecycle/readiness';
import type { LogDestination } from './lifecycle/log-destination';
import { registerSecurity } from './plugins/security';
import { registerOpenApi, registerDocsUi } from './plugins/docs';
import { uploadsPlugin } from './plugins/uploads';
import { registerJsonParser } from './plugins/json';
import { registerHostileInputGuard } from './plugins/hostile-input';
import { registerRateLimit, DEFAULT_LOGIN_RATE_LIMIT, type LoginRateLimit } from './plugins/rate-limit';
import { routePlugins } from './routes';
import { ajvOptions } from './routes/calls';
// ----- scale-out and notifications (docs/scale-out.md, docs/live.md) -----
import type { LiveSignals } from './live/signals';
import { livePlugin } from './live/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

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

  app.decorate('config', config);
  await app.register(readinessPlugin);
  await app.register(databasePlugin, { database, ownsDatabase });
  await app.register(searchPlugin, { database, threads: config.searchThreads, answersKept: config.searchAnswersKept });
  await app.register(authPlugin, { config, passwordHashing: options.passwordHashing });
  await app.register(livePlugin, { config, liveSignals: options.liveSignals });

  registerErrorHandlers(app);
  registerJsonParser(app);
  await registerSecurity(app);
  await app.register(drainingPlugin);
  registerHostileInputGuard(app);
  await registerRateLimit(app, options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT);
  await app.register(uploadsPlugin, { config });
  await registerOpenApi(app);
  for (const plugin of routePlugins) await app.register(plugin);
  await registerDocsUi(app);
  return app;
}
