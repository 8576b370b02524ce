/**
 * Migration 018 (PostgreSQL: each search document holds its product's country, price, store and
 * listing) on a database that already holds products: the facets of a text, which read them there,
 * count the listed products only and follow every change, and on PostgreSQL they read the search
 * documents alone (were the facets to read another table per match again, the migration would be
 * pointless). On SQLite the migration changes nothing and the facets stay right.
 */
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import { Pool } from 'pg';
import { migrateToLatest } from '../migrate';
import type { Database } from '../types';
import { productFacets } from '../../repositories/product-facets';
import { describeMigrationOnEachDialect } from '../../../test/helpers/migrations';
import { TEST_DATABASE_URL } from '../../../test/helpers/database';

describeMigrationOnEachDialect('018-facet-keys-in-search-docs', 'migration 018 (facet keys in the search documents) on existing data', (t) => {
  const at = '2026-01-02T03:04:05.000Z';

  beforeAll(async () => {
    const db = t.untypedDb;
    for (const store_name of ['Kiln_Works', 'Andes_Clay']) {
      await db.insertInto('stores').values({ store_name, password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: at }).execute();
    }
    const product = (name: string, country: string, price_cents: number, listed = 1, store_id = 1) =>
      ({ store_id, name, description: 'Glazed stoneware', price_cents, stock: 3, country, img: '/p.webp', created_at: at, listed });
    await db.insertInto('products').values([
      product('Blue teacup', 'Japan', 500), product('Green teacup', 'Japan', 3_000), product('Teacup set', 'Peru', 30_000, 1, 2), product('Hidden teacup', 'Chile', 700, 0),
    ]).execute();
    await migrateToLatest(t.database);
  });

  const facetsOf = (q: string, shipsTo?: string) => productFacets(t.db, t.database.dialect, { q, shipsTo });
  const nonZeroBands = (facets: Awaited<ReturnType<typeof facetsOf>>) => facets.price_bands.filter((b) => b.count > 0).map((b) => [b.min_price, b.count]);

  it('counts the listed products there were by country and price band, the taken-down one left out', async () => {
    const facets = await facetsOf('teacup');
    expect(facets.total).toBe(3);
    expect(facets.countries).toEqual([{ country: 'Japan', count: 2 }, { country: 'Peru', count: 1 }]);
    expect(nonZeroBands(facets)).toEqual([[0, 1], [25, 1], [250, 1]]);
  });

  it('follows a product added, repriced, moved to another country and store, relisted, taken down and deleted', async () => {
    await t.db.insertInto('products').values({ store_id: 2, name: 'Red teacup', description: 'x', price_cents: 6_000, stock: 1, country: 'Peru', img: '/p.webp', created_at: at }).execute();
    await t.db.updateTable('products').set({ price_cents: 900, country: 'Peru', store_id: 2 }).where('product_id', '=', 2).execute();
    await t.db.updateTable('products').set({ listed: 1 }).where('product_id', '=', 4).execute();
    await t.db.updateTable('products').set({ listed: 0 }).where('product_id', '=', 3).execute();
    await t.db.deleteFrom('products').where('product_id', '=', 1).execute();
    const facets = await facetsOf('teacup');
    expect(facets.countries).toEqual([{ country: 'Peru', count: 2 }, { country: 'Chile', count: 1 }]);
    expect(nonZeroBands(facets)).toEqual([[0, 2], [50, 1]]);
    // Only store 1 ships to Chile: the ship-to filter reads each match's store beside its text.
    await t.db.updateTable('stores').set({ ships_everywhere: 0 }).where('store_id', '=', 1).execute();
    await t.db.insertInto('store_ships_to').values({ store_id: 1, country: 'Chile' }).execute();
    expect((await facetsOf('teacup', 'Chile')).countries).toEqual([{ country: 'Peru', count: 2 }, { country: 'Chile', count: 1 }]);
    expect((await facetsOf('teacup', 'Japan')).countries).toEqual([{ country: 'Peru', count: 2 }]);
  });

  if (t.kind === 'postgres') {
    it('counts a text\'s matches from the search documents alone', async () => {
      // The facets' own statements, caught by a logging connection to the same schema, then explained.
      const { rows: [{ schema }] } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.db);
      const pool = new Pool({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema},public`, max: 1 });
      const statements: CompiledQuery[] = [];
      const logged = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (event) => void statements.push(event.query) });
      try {
        expect((await productFacets(logged, 'postgres', { q: 'teacup' })).total).toBe(3);
        const counts = statements.filter((q) => q.sql.includes('count('));
        expect(counts).toHaveLength(1);
        const client = await pool.connect();
        try {
          // Four rows are cheaper to read whole: the question is which tables the count reads.
          await client.query('SET enable_seqscan = off');
          const plan = (await client.query(`EXPLAIN ${counts[0].sql}`, [...counts[0].parameters])).rows.map((r) => r['QUERY PLAN']).join('\n');
          expect(plan).toContain('product_search_doc_trgm');
          expect(plan).not.toMatch(/product_filter_docs|products/);
        } finally {
          client.release();
        }
      } finally {
        await logged.destroy();
      }
    });
  }
});
