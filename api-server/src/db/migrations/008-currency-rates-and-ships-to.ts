/**
 * A global marketplace (docs/api-contract.md, "Languages, currencies, ship-to"):
 *
 * - currency_rates: one row per currency, how many units of it one US dollar buys (`per_usd`, USD
 *   itself 1) and `updated_at`, the date of the rates (ISO 8601). Replaced as a whole by the rates
 *   import (src/currencies/import-rates.ts), read by GET /api/currencies.
 * - store_ships_to: the countries a store ships to, one row each, with an index on (country,
 *   store_id) so "which stores ship to Peru" is an index range; `stores.ships_everywhere` (1 when
 *   the store has no list: every existing store) is the flag beside it, so the shop's `ships_to`
 *   filter is a small set of store ids joined into the existing plans.
 * - notifications.params: the notification's parameters as JSON text (order id, product name…), for
 *   front ends to write the text in the reader's language. Rows from before keep null.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

export function currencyRatesAndShipsToMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const work = async (trx: Kysely<unknown>) => {
        await trx.schema
          .createTable('currency_rates')
          .addColumn('currency', 'text', (c) => c.primaryKey())
          .addColumn('per_usd', dialect === 'postgres' ? 'double precision' : 'real', (c) => c.notNull().check(sql`per_usd > 0`))
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();

        await trx.schema.alterTable('stores').addColumn('ships_everywhere', 'integer', (c) => c.notNull().defaultTo(1)).execute();
        await trx.schema
          .createTable('store_ships_to')
          .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.store_id').onDelete('cascade'))
          .addColumn('country', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('store_ships_to_pk', ['store_id', 'country'])
          .execute();
        await trx.schema.createIndex('store_ships_to_country_store_id').on('store_ships_to').columns(['country', 'store_id']).execute();
        await trx.schema.createIndex('stores_ships_everywhere').on('stores').columns(['ships_everywhere', 'store_id']).execute();

        await trx.schema.alterTable('notifications').addColumn('params', 'text').execute();
      };
      // PostgreSQL runs each migration in a transaction already; SQLite's is opened here.
      await (dialect === 'postgres' ? work(db) : db.transaction().execute(work));
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('notifications').dropColumn('params').execute();
      await db.schema.dropTable('store_ships_to').ifExists().execute();
      await db.schema.dropIndex('stores_ships_everywhere').ifExists().execute();
      await db.schema.alterTable('stores').dropColumn('ships_everywhere').execute();
      await db.schema.dropTable('currency_rates').ifExists().execute();
    },
  };
}
