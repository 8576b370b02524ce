/** What the app hands every plugin and route (Fastify decorations). */
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DialectName } from './db/connect';
import type { Database } from './db/types';
import type { PasswordHasher } from './auth/passwords';
import type { Identity, TokenService } from './auth/tokens';
import type { IdentityResolver } from './auth/identity';
import type { UploadStore } from './uploads/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dialect: DialectName;
    passwords: PasswordHasher;
    tokens: TokenService;
    /** Token → identity, for every signed-in HTTP call and the live channel. */
    identities: IdentityResolver;
    uploads: UploadStore;
  }
  interface FastifyRequest {
    /** The signed-in customer or store (names read from the database), or null for a guest. */
    identity: Identity | null;
  }
}

export {};
