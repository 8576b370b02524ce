/** Passwords, tokens and the one token → identity resolver, and each request's `identity`. */
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createPasswordHasher, type HasherOptions, type PasswordHasher } from './passwords';
import { loadOrCreateSecret } from './secret';
import { createTokenService, type Identity, type OperatorIdentity, type TokenService } from './tokens';
import { createIdentityResolver, type IdentityResolver } from './identity';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    tokens: TokenService;
    /** Token → identity, for every signed-in HTTP call and the live channel. */
    identities: IdentityResolver;
  }
  interface FastifyRequest {
    /** The signed-in customer or store (names read from the database), or null for a guest (auth/access.ts). */
    identity: Identity | null;
    /** The signed-in operator on `operator` calls, else null (auth/access.ts). */
    operator: OperatorIdentity | null;
  }
}

export interface AuthPluginOptions {
  config: Config;
  /** Password hashing beyond the configuration: tests lower the cost. */
  passwordHashing?: HasherOptions;
}

export const authPlugin = fp<AuthPluginOptions>(async (app, { config, passwordHashing }) => {
  app.decorate('passwords', createPasswordHasher({
    concurrency: config.passwordHashConcurrency,
    maxWaitMs: config.passwordHashMaxWaitMs,
    ...passwordHashing,
  }));
  app.decorate('tokens', createTokenService(loadOrCreateSecret(config.jwtSecret, config.dataDir)));
  app.decorate('identities', createIdentityResolver(app.db, app.tokens));
  app.decorateRequest('identity', null);
  app.decorateRequest('operator', null);
}, { name: 'auth', dependencies: ['database'] });
