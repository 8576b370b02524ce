/** The database as the app's `db` and `dialect`, and the first readiness check (GET /api/ready). */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, DialectName } from './connect';
import type { Database } from './types';
import { migrateToLatest } from './migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
  }
}

export interface DatabasePluginOptions {
  database: DatabaseHandle;
  /** The app opened it, so closes it (with its own migrations failing, and on close). */
  ownsDatabase: boolean;
}

export const databasePlugin = fp<DatabasePluginOptions>(async (app, { database, ownsDatabase }) => {
  database.setErrorLogger((error, context) => app.log.warn({ err: error }, context));
  try {
    await migrateToLatest(database);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.readinessChecks.push({ name: 'database', check: () => database.ping(), scope: database.dialect === 'sqlite' ? 'local' : 'shared' });
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
}, { name: 'database', dependencies: ['readiness'] });
