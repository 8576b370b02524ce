/**
 * Which request holds an unanswered idempotency key (repositories/idempotency.ts): a random token
 * per claim. The holder renews `locked_at` while it runs and stores its answer only while the token
 * is still its own, so a claim taken over from a holder that stopped renewing can never be answered
 * twice. Rows from before have none: an unanswered one is free once its lease has run out.
 */
import type { Kysely, Migration } from 'kysely';

export const idempotencyClaimOwnerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('idempotency_keys').addColumn('claimed_by', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('idempotency_keys').dropColumn('claimed_by').execute();
  },
};
