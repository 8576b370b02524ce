/**
 * The shop query walks the products of one country within a price range when that is the cheaper
 * way in (repositories/product-search.ts): an index on both makes it a range read.
 */
import type { Kysely, Migration } from 'kysely';

export const shopFiltersIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('products_country_price_cents').on('products').columns(['country', 'price_cents']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('products_country_price_cents').execute();
  },
};
