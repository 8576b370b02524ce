/**
 * The typo fallback for a correction held by more products than the word-start table is read for
 * (product-typos.ts, WORD_STARTS_MAX): the search index serves instead, with the same answer a
 * shopper expects of a rarer word — the newest listed products holding it in their name or their
 * store's name, with the search's filters.
 */
import { describeEachDatabase } from '../../../test/helpers/app';
import { searchProducts } from '../product-search';

const COMMON = 5010;

describeEachDatabase('typo fallback for a common word (repositories/product-typos)', (t) => {
  const search = (q: string, more: { country?: string } = {}) => searchProducts(t.db, t.kind, { q, limit: 24, sort: 'relevance', typos: true, ...more });

  beforeAll(async () => {
    const createdAt = new Date().toISOString();
    const store = async (store_name: string) =>
      (await t.db.insertInto('stores').values({ store_name, password_hash: 'x', full_location: 'Somewhere', bio: '', img: '/uploads/stores/x.webp', created_at: createdAt }).returning('store_id').executeTakeFirstOrThrow()).store_id;
    const kiln = await store('Kiln_Works');
    const lanternCo = await store('Lantern_Co');
    const product = (store_id: number, name: string, country = 'Japan', listed = 1) => ({ store_id, name, description: 'Plain', price_cents: 900, stock: 1, country, img: '/uploads/products/x.webp', created_at: createdAt, listed });
    for (let at = 0; at < COMMON; at += 500) {
      await t.db.insertInto('products').values(Array.from({ length: Math.min(500, COMMON - at) }, (_, i) => product(kiln, `Lantern no.${at + i}`, at + i === 7 ? 'Peru' : 'Japan'))).execute();
    }
    await t.db.insertInto('products').values([product(lanternCo, 'Oil lamp'), product(kiln, 'Lantern taken down', 'Japan', 0), product(kiln, 'Brass kettle', 'Peru')]).execute();
  });

  it('answers the newest listed holders, by name or by store name', async () => {
    const page = await search('lanternn');
    expect(page.corrected).toBe('lantern');
    expect(page.items.map((p) => p.name)).toEqual(['Oil lamp', ...Array.from({ length: 23 }, (_, i) => `Lantern no.${COMMON - 1 - i}`)]);
    expect(page.hasMore).toBe(false);
  });

  it('keeps the filters', async () => {
    const page = await search('lanternn', { country: 'Peru' });
    expect(page).toMatchObject({ corrected: 'lantern', items: [expect.objectContaining({ name: 'Lantern no.7', country: 'Peru' })] });
    expect(page.items).toHaveLength(1);
  });
});
