/**
 * Migration 020 (the catalogue's version stamp) on a database that already holds products: the stamp
 * changes with each committed change the kept search answers read and with nothing else, is never brought
 * back by a rollback, and (PostgreSQL) two transactions changing the catalogue at once do not wait
 * on each other for it before they commit.
 */
import { sql } from 'kysely';
import { migrateToLatest } from '../migrate';
import { catalogueStampSeenBy, currentCatalogueStamp } from '../../repositories/catalogue-version';
import { PRODUCT_COLUMNS } from '../../repositories/products';
import { CHANGING_PRODUCT_COLUMNS } from '../../repositories/search-page-rows';
import { describeMigrationOnEachDialect } from '../../../test/helpers/migrations';

describeMigrationOnEachDialect('020-catalogue-version', 'migration 020 (catalogue version) on existing data', (t) => {
  const at = '2026-01-02T03:04:05.000Z';
  let storeId: number;
  let productId: number;
  let otherProductId: number;

  beforeAll(async () => {
    const db = t.untypedDb;
    await db.insertInto('stores').values({ store_name: 'Kiln_Works', password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: at }).execute();
    for (const name of ['Teapot', 'Tea cup']) {
      await db.insertInto('products').values({ store_id: 1, name, description: 'Glazed stoneware', price_cents: 500, stock: 3, country: 'Japan', img: '/p.webp', created_at: at }).execute();
    }
    await migrateToLatest(t.database);
    storeId = 1;
    [productId, otherProductId] = (await t.db.selectFrom('products').select('product_id').orderBy('product_id').execute()).map((r) => r.product_id);
  });

  /** Whether `change` gave the catalogue a new stamp. */
  async function restamps(change: () => Promise<unknown>): Promise<boolean> {
    const before = await currentCatalogueStamp(t.db);
    await change();
    return (await currentCatalogueStamp(t.db)) !== before;
  }

  it('holds one stamp from the start, the same on every connection', async () => {
    expect(await currentCatalogueStamp(t.db)).toMatch(/^[0-9a-f]{16,32}$/);
    expect(await catalogueStampSeenBy(t.db)).toBe(await currentCatalogueStamp(t.db));
  });

  it.each<[string, () => Promise<unknown>]>([
    ['a product added', () => t.db.insertInto('products').values({ store_id: storeId, name: 'Bowl', description: 'x', price_cents: 900, stock: 1, country: 'Peru', img: '/p.webp', created_at: at }).execute()],
    ['a product renamed', () => t.db.updateTable('products').set({ name: 'Teapot, large' }).where('product_id', '=', productId).execute()],
    ['a description changed', () => t.db.updateTable('products').set({ description: 'Cast iron' }).where('product_id', '=', productId).execute()],
    ['a price changed', () => t.db.updateTable('products').set({ price_cents: 700 }).where('product_id', '=', productId).execute()],
    ['a country changed', () => t.db.updateTable('products').set({ country: 'China' }).where('product_id', '=', productId).execute()],
    ['a product taken down', () => t.db.updateTable('products').set({ listed: 0 }).where('product_id', '=', productId).execute()],
    ['a product listed again', () => t.db.updateTable('products').set({ listed: 1 }).where('product_id', '=', productId).execute()],
    ['a product removed', () => t.db.deleteFrom('products').where('name', '=', 'Bowl').execute()],
    ['a store added', () => t.db.insertInto('stores').values({ store_name: 'Spice_House', password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: at }).execute()],
    ['a store renamed', () => t.db.updateTable('stores').set({ store_name: 'Kiln_Studio' }).where('store_id', '=', storeId).execute()],
    ['a store suspended', () => t.db.updateTable('stores').set({ suspended_at: at }).where('store_id', '=', storeId).execute()],
    ['a store restored', () => t.db.updateTable('stores').set({ suspended_at: null }).where('store_id', '=', storeId).execute()],
    ['a store shipping to some countries only', () => t.db.updateTable('stores').set({ ships_everywhere: 0 }).where('store_id', '=', storeId).execute()],
    ['a ship-to country added', () => t.db.insertInto('store_ships_to').values({ store_id: storeId, country: 'Peru' }).execute()],
    ['a ship-to country removed', () => t.db.deleteFrom('store_ships_to').where('store_id', '=', storeId).execute()],
  ])('changes with %s', async (_change, change) => {
    expect(await restamps(change)).toBe(true);
  });

  it.each<[string, () => Promise<unknown>]>([
    ['stock sold or restocked', () => t.db.updateTable('products').set({ stock: 2 }).where('product_id', '=', productId).execute()],
    ['a store\'s bio', () => t.db.updateTable('stores').set({ bio: 'Hand thrown since 1980' }).where('store_id', '=', storeId).execute()],
    ['a customer signing up', () => t.db.insertInto('users').values({ username: 'buyer', password_hash: 'x', full_location: 'Lima', created_at: at }).execute()],
  ])('stays with what no count reads: %s', async (_change, change) => {
    expect(await restamps(change)).toBe(false);
  });

  it('follows every column a product answer shows, but those a kept search page reads as they are now', async () => {
    const { store_id: otherStore } = await t.db.insertInto('stores').values({ store_name: 'Glass_Works', password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: at }).returning('store_id').executeTakeFirstOrThrow();
    const product = () => t.db.updateTable('products').where('product_id', '=', productId);
    // Each a change from whatever the value is now.
    const followed: Record<string, () => Promise<unknown>> = {
      'p.product_id': () => t.db.insertInto('products').values({ store_id: storeId, name: 'Jug', description: 'x', price_cents: 900, stock: 1, country: 'Peru', img: '/p.webp', created_at: at }).execute(),
      'p.store_id': async () => {
        const { store_id } = await t.db.selectFrom('products').select('store_id').where('product_id', '=', productId).executeTakeFirstOrThrow();
        await product().set({ store_id: store_id === otherStore ? storeId : otherStore }).execute();
      },
      's.store_name': () => t.db.updateTable('stores').set({ store_name: sql`store_name || 'x'` }).where('store_id', '=', storeId).execute(),
      'p.name': () => product().set({ name: sql`name || 'x'` }).execute(),
      'p.description': () => product().set({ description: sql`description || 'x'` }).execute(),
      'p.price_cents': () => product().set({ price_cents: sql`price_cents + 1` }).execute(),
      'p.country': () => product().set({ country: sql`CASE WHEN country = 'Peru' THEN 'Chile' ELSE 'Peru' END` }).execute(),
      's.ships_everywhere': () => t.db.updateTable('stores').set({ ships_everywhere: sql`1 - ships_everywhere` }).where('store_id', '=', storeId).execute(),
    };
    const readAsTheyAreNow: Record<(typeof CHANGING_PRODUCT_COLUMNS)[number], () => Promise<unknown>> = {
      'p.stock': () => product().set({ stock: sql`stock + 1` }).execute(),
      'p.img': () => product().set({ img: sql`img || 'x'` }).execute(),
      // As the review triggers keep them (nothing else writes these columns).
      'p.rating_sum': () => sql`UPDATE products SET rating_sum = rating_sum + 5 WHERE product_id = ${productId}`.execute(t.db),
      'p.rating_count': () => sql`UPDATE products SET rating_count = rating_count + 1 WHERE product_id = ${productId}`.execute(t.db),
    };
    // A column added to the answers must be one or the other, or a kept page would show it stale.
    expect([...Object.keys(followed), ...Object.keys(readAsTheyAreNow)].sort()).toEqual([...PRODUCT_COLUMNS].sort());
    for (const [column, change] of Object.entries(followed)) expect([column, await restamps(change)]).toEqual([column, true]);
    for (const [column, change] of Object.entries(readAsTheyAreNow)) expect([column, await restamps(change)]).toEqual([column, false]);
  });

  it('is not brought back by a rollback, and a change rolled back leaves the committed stamp', async () => {
    const committed = await currentCatalogueStamp(t.db);
    let seenInside = '';
    await expect(t.db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ price_cents: 999 }).where('product_id', '=', productId).execute();
      seenInside = await catalogueStampSeenBy(trx);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect(await currentCatalogueStamp(t.db)).toBe(committed);
    // SQLite stamps inside the transaction, PostgreSQL at its commit: either way, never a stamp a later state carries.
    expect(await restamps(() => t.db.updateTable('products').set({ price_cents: 999 }).where('product_id', '=', productId).execute())).toBe(true);
    expect(await currentCatalogueStamp(t.db)).not.toBe(seenInside);
  });

  if (t.kind === 'postgres') {
    it('on PostgreSQL changes when a changing transaction commits, and two such transactions do not wait on each other before then', async () => {
      const before = await currentCatalogueStamp(t.db);
      let release!: () => void;
      const released = new Promise<void>((resolve) => { release = resolve; });
      let firstWrote!: () => void;
      const firstWroteSignal = new Promise<void>((resolve) => { firstWrote = resolve; });
      // The first transaction changes a product and waits; the second changes another and commits meanwhile.
      const first = t.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ price_cents: 1100 }).where('product_id', '=', productId).execute();
        firstWrote();
        await released;
      });
      await firstWroteSignal;
      await t.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ price_cents: 1200 }).where('product_id', '=', otherProductId).execute();
      });
      const afterSecond = await currentCatalogueStamp(t.db);
      expect(afterSecond).not.toBe(before);
      release();
      await first;
      expect(await currentCatalogueStamp(t.db)).not.toBe(afterSecond);
      // The transactions' marks are gone once they committed.
      expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM catalogue_changes`.execute(t.db)).rows[0].n)).toBe(0);
    });
  }
});
