/**
 * Migration 016 (each filter document's country and price found by its product id) on a database
 * that already holds products: the facets of a text, which read them that way, count the listed
 * products only, follow every change, and can be answered from the index alone (were the facets'
 * lookup to stop matching the index, each match would read its products row again).
 */
import { sql } from 'kysely';
import { migrateToLatest } from '../migrate';
import { productFacets } from '../../repositories/product-facets';
import { describeMigrationOnEachDialect } from '../../../test/helpers/migrations';

describeMigrationOnEachDialect('016-facet-keys-by-product', 'migration 016 (facet keys by product) on existing data', (t) => {
  const at = '2026-01-02T03:04:05.000Z';

  beforeAll(async () => {
    const db = t.untypedDb;
    await db.insertInto('stores').values({ store_name: 'Kiln_Works', password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: at }).execute();
    const product = (name: string, country: string, price_cents: number, listed = 1) =>
      ({ store_id: 1, name, description: 'Glazed stoneware', price_cents, stock: 3, country, img: '/p.webp', created_at: at, listed });
    await db.insertInto('products').values([
      product('Blue teacup', 'Japan', 500), product('Green teacup', 'Japan', 3_000), product('Teacup set', 'Peru', 30_000), product('Hidden teacup', 'Chile', 700, 0),
    ]).execute();
    await migrateToLatest(t.database);
  });

  /** The facets of a text the trigram index finds (no filter: the matches are read through the text's index). */
  const facetsOf = (q: string) => productFacets(t.db, t.database.dialect, { q });
  const nonZeroBands = (facets: Awaited<ReturnType<typeof facetsOf>>) => facets.price_bands.filter((b) => b.count > 0).map((b) => [b.min_price, b.count]);

  it('counts the listed products by country and price band, the taken-down one left out', async () => {
    const facets = await facetsOf('teacup');
    expect(facets.total).toBe(3);
    expect(facets.countries).toEqual([{ country: 'Japan', count: 2 }, { country: 'Peru', count: 1 }]);
    expect(nonZeroBands(facets)).toEqual([[0, 1], [25, 1], [250, 1]]);
  });

  it('follows a product repriced, moved, relisted and taken down', async () => {
    await t.db.updateTable('products').set({ price_cents: 900, country: 'Peru' }).where('product_id', '=', 2).execute();
    await t.db.updateTable('products').set({ listed: 1 }).where('product_id', '=', 4).execute();
    await t.db.updateTable('products').set({ listed: 0 }).where('product_id', '=', 3).execute();
    const facets = await facetsOf('teacup');
    expect(facets.countries).toEqual([{ country: 'Chile', count: 1 }, { country: 'Japan', count: 1 }, { country: 'Peru', count: 1 }]);
    expect(nonZeroBands(facets)).toEqual([[0, 3]]);
  });

  it('finds a match\'s country and price in the index alone', async () => {
    const lookup = sql`SELECT p.country, p.price_cents FROM product_filter_docs p WHERE p.product_id = 1`;
    if (t.kind === 'postgres') {
      await sql`VACUUM product_filter_docs`.execute(t.db);
      const plan = await t.db.transaction().execute(async (trx) => {
        // Four rows are cheaper to read whole: the question is whether the index can serve alone.
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
        return (await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${lookup}`.execute(trx)).rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('Index Only Scan using product_filter_docs_facet_keys');
    } else {
      const plan = (await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${lookup}`.execute(t.db)).rows.map((r) => r.detail).join('\n');
      expect(plan).toContain('COVERING INDEX product_filter_docs_facet_keys');
    }
  });
});
