/**
 * Migration 014 (the filter documents) on a database that already holds products and stores, then
 * every change that must keep the table in step.
 */
import { migrateToLatest } from '../migrate';
import { searchProducts } from '../../repositories/product-search';
import { fold } from '../../repositories/search-text';
import { describeMigrationOnEachDialect } from '../../../test/helpers/migrations';

describeMigrationOnEachDialect('014-search-filter-docs', 'migration 014 (filter documents) on existing data', (t) => {
  const at = '2026-01-02T03:04:05.000Z';

  /** What the table must hold: every listed product, its three texts folded and apart. */
  async function expected() {
    const rows = await t.db.selectFrom('products as p').innerJoin('stores as s', 's.store_id', 'p.store_id')
      .select(['p.country', 'p.price_cents', 'p.product_id', 'p.store_id', 'p.name', 'p.description', 's.store_name']).where('p.listed', '=', 1).orderBy('p.product_id').execute();
    return rows.map((r) => ({ country: r.country, price_cents: r.price_cents, product_id: r.product_id, store_id: r.store_id, doc: fold(`${r.name}\u001f${r.description}\u001f${r.store_name}`) }));
  }
  const held = () => t.db.selectFrom('product_filter_docs').selectAll().orderBy('product_id').execute();

  beforeAll(async () => {
    const db = t.untypedDb;
    for (const store_name of ['Kiln_Works', 'Café Ōsaka']) {
      await db.insertInto('stores').values({ store_name, password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: at }).execute();
    }
    const product = (store_id: number, name: string, country: string, price_cents: number, listed = 1) =>
      ({ store_id, name, description: 'Glazed stoneware', price_cents, stock: 3, country, img: '/p.webp', created_at: at, listed });
    await db.insertInto('products').values([
      product(1, 'Blue Tea-Cup', 'Japan', 500), product(2, 'Crème brûlée dish', 'France', 1200), product(1, 'Hidden jar', 'Japan', 700, 0),
    ]).execute();
    await migrateToLatest(t.database);
  });

  it('fills the table with the listed products already there', async () => {
    expect(await held()).toEqual(await expected());
    expect((await held()).map((r) => r.product_id)).toEqual([1, 2]);
  });

  it('stays in step: a product added, edited, moved, repriced, taken down, relisted, its store renamed, and removed', async () => {
    const changes: Array<[string, () => Promise<unknown>]> = [
      ['added', () => t.db.insertInto('products').values({ store_id: 2, name: 'Teapot', description: 'Cast iron', price_cents: 3000, stock: 1, country: 'Peru', img: '/p.webp', created_at: at }).execute()],
      ['renamed and described anew', () => t.db.updateTable('products').set({ name: 'Großer Teekessel', description: 'Émaillé' }).where('product_id', '=', 4).execute()],
      ['moved and repriced', () => t.db.updateTable('products').set({ country: 'Chile', price_cents: 2500 }).where('product_id', '=', 4).execute()],
      ['taken down', () => t.db.updateTable('products').set({ listed: 0 }).where('product_id', '=', 1).execute()],
      ['relisted', () => t.db.updateTable('products').set({ listed: 1 }).where('product_id', '=', 3).execute()],
      ['its store renamed', () => t.db.updateTable('stores').set({ store_name: 'Kyoto Kilns' }).where('store_id', '=', 1).execute()],
      ['removed', () => t.db.deleteFrom('products').where('product_id', '=', 2).execute()],
    ];
    for (const [what, change] of changes) {
      await change();
      expect({ what, rows: await held() }).toEqual({ what, rows: await expected() });
    }
    expect((await held()).map((r) => r.product_id)).toEqual([3, 4]);
  });

  it('a change of stock alone (every order) leaves the table as it is', async () => {
    const before = await held();
    await t.db.updateTable('products').set({ stock: 0 }).execute();
    expect(await held()).toEqual(before);
  });

  it('serves the filtered search: accents and case folded, the store name matched, only listed products', async () => {
    for (const sort of ['relevance', 'newest'] as const) {
      const names = async (q: string, country: string) => {
        const page = await searchProducts(t.db, t.database.dialect, { q, country, limit: 10, sort });
        expect(page.plan).toBe('filters-first');
        return page.items.map((p) => p.name);
      };
      expect(await names('KESSEL', 'Chile')).toEqual(['Großer Teekessel']);
      expect(await names('kyoto', 'Japan')).toEqual(['Hidden jar']);
      expect(await names('emaille', 'Chile')).toEqual(['Großer Teekessel']);
      expect(await names('cup', 'Japan')).toEqual([]);
    }
  });
});
