/**
 * The operator's list of taken-down products (GET /api/operator/products?status=taken_down), newest
 * first: a partial index of their ids, so the list reads only the few products taken down rather
 * than walking every product's id to find them. Both databases support partial indexes.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const takenDownProductsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('products_taken_down').on('products').column('product_id').where(sql<boolean>`taken_down_at IS NOT NULL`).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('products_taken_down').ifExists().execute();
  },
};
