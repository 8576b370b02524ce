/**
 * A counter per account that every sign-in token carries: changing the password raises it, so every
 * token issued before the change is refused (auth/identity.ts). Existing rows start at 0, which is
 * also what a token without the claim counts as, so tokens issued before this migration stay valid.
 */
import type { Kysely, Migration } from 'kysely';

export const tokenVersionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('stores').addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('token_version').execute();
    await db.schema.alterTable('stores').dropColumn('token_version').execute();
  },
};
