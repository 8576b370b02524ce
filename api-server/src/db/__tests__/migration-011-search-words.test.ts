/** Migration 011 (the word-start table and the vocabulary) on a database that already holds products and stores. */
import { migrateToLatest } from '../migrate';
import { searchProducts } from '../../repositories/product-search';
import { fold, wordStarts } from '../../repositories/search-text';
import { describeMigrationOnEachDialect } from '../../../test/helpers/migrations';

describeMigrationOnEachDialect('011-search-words', 'migration 011 (word starts, vocabulary) on existing data', (t) => {
  const at = '2026-01-02T03:04:05.000Z';
  const NAMES = ['Blue Tea-Cup', 'Crème brûlée dish', 'Teapot', 'Plain jar'];

  beforeAll(async () => {
    const db = t.untypedDb;
    await db.insertInto('stores').values({ store_name: 'Kiln_Works', password_hash: 'x', full_location: 'x', bio: 'x', img: '/s.webp', created_at: at }).execute();
    for (const name of NAMES) {
      await db.insertInto('products').values({ store_id: 1, name, description: 'Glazed stoneware', price_cents: 500, stock: 3, country: 'Japan', img: '/p.webp', created_at: at }).execute();
    }
    await migrateToLatest(t.database);
  });

  it('fills the word starts of every product already there', async () => {
    const rows = await t.db.selectFrom('product_word_starts').select(['product_id', 'tail', 'name_start']).orderBy('product_id').orderBy('name_start', 'desc').orderBy('tail').execute();
    const want = NAMES.flatMap((name, i) => {
      const [whole, ...rest] = wordStarts(fold(name));
      return [{ product_id: i + 1, tail: whole, name_start: 1 }, ...[...rest].sort().map((tail) => ({ product_id: i + 1, tail, name_start: 0 }))];
    });
    expect(rows.map((r) => ({ ...r, name_start: Number(r.name_start) }))).toEqual(want);
  });

  it('fills the vocabulary with the words of names, descriptions and store names, and which are of names', async () => {
    const words = new Map((await t.db.selectFrom('search_words').select(['word', 'in_names']).execute()).map((r) => [r.word, Number(r.in_names)]));
    expect(words.get('creme')).toBe(1);
    expect(words.get('tea')).toBe(1);
    expect(words.get('stoneware')).toBe(0);
    expect(words.get('kiln')).toBe(1);
    expect(words.get('works')).toBe(1);
  });

  it('serves the search at once: ranks, a text found nowhere, a typo', async () => {
    const ranked = await searchProducts(t.db, t.database.dialect, { q: 'cup', limit: 10, sort: 'relevance' });
    expect(ranked.items.map((p) => p.name)).toEqual(['Blue Tea-Cup']);
    expect((await searchProducts(t.db, t.database.dialect, { q: 'zzqqzz', limit: 10 })).plan).toBe('not-in-vocabulary');
    const typo = await searchProducts(t.db, t.database.dialect, { q: 'tepot', limit: 10, sort: 'relevance', typos: true });
    expect(typo).toMatchObject({ corrected: 'teapot', items: [expect.objectContaining({ name: 'Teapot' })] });
  });
});
