/**
 * The shop's search beyond the spec: best match first, typos forgiven, accents ignored,
 * facet counts and suggestions, on a small catalogue built for it. On SQLite the suite runs twice:
 * in the API's thread, and on search threads (SEARCH_THREADS, src/search/threads.ts), whose
 * read-only connections must see every write of the app's connection as soon as it is committed.
 */
import { sql } from 'kysely';
import { describeEachDatabase, setupTestApp, type TestApp } from '../../../test/helpers/app';
import { productFacets } from '../../repositories/product-facets';
import type { ProductT } from '../../schemas/contract';

type Page = { items: ProductT[]; next_cursor: string | null; corrected?: string };
type Params = Record<string, string | number>;

function searchSuite(t: TestApp): void {
  const get = async (url: string, params: Params) => {
    const res = await t.app.inject({ method: 'GET', url, query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
    return { status: res.statusCode, body: res.json() };
  };
  const query = async (params: Params): Promise<Page> => {
    const { status, body } = await get('/api/products', params);
    expect(status).toBe(200);
    return body as Page;
  };
  async function everyPage(params: Params): Promise<ProductT[]> {
    const items: ProductT[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 100; guard += 1) {
      const page: Page = await query({ ...params, ...(cursor ? { cursor } : {}) });
      items.push(...page.items);
      cursor = page.next_cursor;
      if (!cursor) return items;
    }
    throw new Error('too many pages');
  }
  const names = (items: ProductT[]) => items.map((p) => p.name);

  beforeAll(async () => {
    const createdAt = new Date().toISOString();
    const store = async (store_name: string) =>
      (await t.db.insertInto('stores').values({ store_name, password_hash: 'x', full_location: 'Somewhere', bio: '', img: '/uploads/stores/x.webp', created_at: createdAt }).returning('store_id').executeTakeFirstOrThrow()).store_id;
    const spice = await store('Spice_House');
    const kiln = await store('Kiln_Works');
    const traders = await store('Teapot_Traders');
    const products: Array<[number, string, string, number, string, number?]> = [
      [kiln, 'Teapot stand', 'Wood', 800, 'Japan'],
      [kiln, 'Teapot', 'Cast iron', 2000, 'Japan'],
      [kiln, 'Blue teapot', 'Glazed', 3000, 'China'],
      [kiln, 'Cast iron kettle', 'Pairs with a teapot', 4500, 'China'],
      [kiln, 'Teapot', 'Porcelain', 12000, 'France'],
      [kiln, 'Superteapotish jar', 'Odd', 900, 'France'],
      [spice, 'Ground turmeric', 'Bright yellow spice', 500, 'India'],
      [kiln, 'Ceramic bowl', 'Hand thrown', 2600, 'Japan'],
      [kiln, 'Café noir mug', 'Dark glaze', 1500, 'France'],
      [kiln, 'Iron-teapot', 'Heavy', 30000, 'Japan'],
      [traders, 'Plain cup', 'White', 100, 'China'],
      [kiln, 'Teacup', 'Taken down', 700, 'Japan', 0],
    ];
    for (const [store_id, name, description, price_cents, country, listed] of products) {
      await t.db.insertInto('products').values({ store_id, name, description, price_cents, stock: 1, country, img: '/uploads/products/x.webp', created_at: createdAt, listed: listed ?? 1 }).execute();
    }
  });

  describe('relevance', () => {
    const RANKED = ['Teapot', 'Teapot', 'Teapot stand', 'Iron-teapot', 'Blue teapot', 'Plain cup', 'Superteapotish jar', 'Cast iron kettle'];

    it('orders the name that is the text, then names starting with it, then a word, then the rest, newest first among equals', async () => {
      const page = await query({ q: 'TEAPOT' });
      expect(names(page.items)).toEqual(RANKED);
      const [newer, older] = page.items;
      expect(newer.product_id).toBeGreaterThan(older.product_id);
      expect(newer.price).toBe(120);
      expect(page).not.toHaveProperty('corrected');
    });

    it('pages through the ranked results with no duplicates or gaps, whatever the page size', async () => {
      const all = await query({ q: 'teapot', limit: 100 });
      for (const limit of [1, 2, 3]) expect((await everyPage({ q: 'teapot', limit })).map((p) => p.product_id)).toEqual(all.items.map((p) => p.product_id));
    });

    it('keeps the filters: the same set as newest first, ranked', async () => {
      const ranked = await everyPage({ q: 'teapot', country: 'Japan', limit: 2 });
      expect(names(ranked)).toEqual(['Teapot', 'Teapot stand', 'Iron-teapot']);
      const newest = await everyPage({ q: 'teapot', country: 'Japan', sort: 'newest', limit: 2 });
      expect(newest.map((p) => p.product_id).sort()).toEqual(ranked.map((p) => p.product_id).sort());
    });

    it('sort=newest keeps newest first, and no text means newest first', async () => {
      const newest = await everyPage({ q: 'teapot', sort: 'newest', limit: 3 });
      expect(newest.map((p) => p.product_id)).toEqual([...newest.map((p) => p.product_id)].sort((a, b) => b - a));
      expect(newest).toHaveLength(RANKED.length);
      const plain = await query({});
      expect(plain.items.map((p) => p.product_id)).toEqual([...plain.items.map((p) => p.product_id)].sort((a, b) => b - a));
      expect(names(plain.items)).not.toContain('Teacup');
    });

    it('ignores accents and case, both ways', async () => {
      expect(names((await query({ q: 'cafe' })).items)).toEqual(['Café noir mug']);
      expect(names((await query({ q: 'CAFÉ NOIR' })).items)).toEqual(['Café noir mug']);
      expect(names((await query({ q: 'ca', sort: 'newest' })).items)).toEqual(['Café noir mug', 'Cast iron kettle', 'Teapot']);
    });

    it('refuses a cursor it did not hand out, and a newest-first cursor for ranked pages', async () => {
      const newest = await query({ q: 'teapot', sort: 'newest', limit: 1 });
      const res = await get('/api/products', { q: 'teapot', cursor: newest.next_cursor! });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_cursor' });
      expect((await get('/api/products', { q: 'teapot', cursor: Buffer.from('pr:9:1').toString('base64url') })).status).toBe(400);
      expect((await get('/api/products', { q: 'teapot', sort: 'best' })).status).toBe(400);
    });
  });

  describe('typos', () => {
    it.each([
      ['tumeric', 'turmeric', ['Ground turmeric']],
      ['teapott', 'teapot', ['Teapot', 'Teapot', 'Iron-teapot', 'Blue teapot', 'Teapot stand', 'Plain cup']],
      ['cermic bowl', 'ceramic bowl', ['Ceramic bowl']],
      ['ceramik', 'ceramic', ['Ceramic bowl']],
      ['teapto', 'teapot', undefined],
      // One letter wrong in a short word: few trigrams in common (PostgreSQL's similarity 0.25).
      ['bkue', 'blue', ['Blue teapot']],
    ])('"%s" answers the closest matches, corrected to "%s"', async (q, corrected, expected) => {
      const page = await query({ q });
      expect(page.corrected).toBe(corrected);
      expect(page.next_cursor).toBeNull();
      if (expected) expect(names(page.items).sort()).toEqual([...expected].sort());
      else expect(page.items.length).toBeGreaterThan(0);
    });

    it('keeps the other filters, and answers nothing when nothing is close', async () => {
      expect(await query({ q: 'tumeric', country: 'Japan' })).toEqual({ items: [], next_cursor: null });
      expect(await query({ q: 'zzzzqqq' })).toEqual({ items: [], next_cursor: null });
      expect(await query({ q: 'teapott', country: 'France' })).toMatchObject({ corrected: 'teapot', items: [expect.objectContaining({ name: 'Teapot', country: 'France' })] });
    });

    it('never answers a taken-down product', async () => {
      expect(names((await query({ q: 'teapott' })).items)).not.toContain('Teacup');
      expect(names((await query({ q: 'teacupp' })).items)).not.toContain('Teacup');
    });

    it('forgives a typo in a word that starts a longer one, as the exact filter finds text inside words', async () => {
      // `glasswork` is inside `Oporto_Glassworks` (found exactly); `glaswork` is one letter short of
      // it, two from the whole word.
      const { store_id } = await t.db.insertInto('stores').values({ store_name: 'Oporto_Glassworks', password_hash: 'x', full_location: 'Porto', bio: '', img: '/uploads/stores/x.webp', created_at: new Date().toISOString() }).returning('store_id').executeTakeFirstOrThrow();
      const { product_id } = await t.db.insertInto('products').values({ store_id, name: 'Cobalt pitcher', description: 'Blown', price_cents: 4200, stock: 3, country: 'Portugal', img: '/uploads/products/x.webp', created_at: new Date().toISOString() }).returning('product_id').executeTakeFirstOrThrow();
      try {
        const exact = await query({ q: 'glasswork' });
        expect(exact).not.toHaveProperty('corrected');
        expect(names(exact.items)).toEqual(['Cobalt pitcher']);
        expect(await query({ q: 'glaswork pitcher' })).toMatchObject({ corrected: 'glassworks pitcher', items: [expect.objectContaining({ product_id })] });
        expect(await query({ q: 'pitcher glaswork' })).toMatchObject({ corrected: 'pitcher glassworks', items: [expect.objectContaining({ product_id })] });
        expect(await query({ q: 'cobalt pitchr' })).toMatchObject({ corrected: 'cobalt pitcher', items: [expect.objectContaining({ product_id })] });
        const { body } = await get('/api/products/suggest', { q: 'glaswork' });
        expect(body.items).toContainEqual({ kind: 'store', text: 'Oporto_Glassworks', link: '/store/Oporto_Glassworks' });
      } finally {
        await t.db.deleteFrom('products').where('product_id', '=', product_id).execute();
        await t.db.deleteFrom('stores').where('store_id', '=', store_id).execute();
      }
    });
  });

  describe('pages as they are now', () => {
    it('answers what searching now would give, however the catalogue changed since the same search was last asked', async () => {
      const page = (params: Params = {}) => query({ q: 'yarrow', ...params });
      const createdAt = new Date().toISOString();
      // Asked before and after each change (a kept page given after a change would be the old one).
      expect((await page()).items).toEqual([]);
      const { store_id } = await t.db.insertInto('stores').values({ store_name: 'Yarrow_Farm', password_hash: 'x', full_location: 'Somewhere', bio: '', img: '/uploads/stores/x.webp', created_at: createdAt }).returning('store_id').executeTakeFirstOrThrow();
      expect(names((await page()).items)).toEqual([]);
      const { product_id } = await t.db.insertInto('products').values({ store_id, name: 'Dried flowers', description: 'A bunch', price_cents: 900, stock: 4, country: 'Japan', img: '/uploads/products/x.webp', created_at: createdAt }).returning('product_id').executeTakeFirstOrThrow();
      expect(names((await page()).items)).toEqual(['Dried flowers']);
      expect(names((await page({ country: 'Japan', max_price: 10 })).items)).toEqual(['Dried flowers']);

      // What the catalogue's stamp leaves alone is read as it is now: stock, ratings, the picture.
      await t.db.updateTable('products').set({ stock: 0, img: '/uploads/products/y.webp' }).where('product_id', '=', product_id).execute();
      // As the review triggers keep them (nothing else writes these columns).
      await sql`UPDATE products SET rating_sum = 9, rating_count = 2 WHERE product_id = ${product_id}`.execute(t.db);
      expect((await page()).items).toEqual([expect.objectContaining({ product_id, stock: 0, rating_count: 2, img: '/uploads/products/y.webp' })]);

      await t.db.updateTable('products').set({ price_cents: 1900, country: 'Peru' }).where('product_id', '=', product_id).execute();
      expect((await page()).items).toEqual([expect.objectContaining({ product_id, price: 19, country: 'Peru' })]);
      expect((await page({ country: 'Japan', max_price: 10 })).items).toEqual([]);
      await t.db.updateTable('stores').set({ ships_everywhere: 0 }).where('store_id', '=', store_id).execute();
      expect((await page({ ships_to: 'Peru' })).items).toEqual([]);
      await t.db.insertInto('store_ships_to').values({ store_id, country: 'Peru' }).execute();
      expect((await page({ ships_to: 'Peru' })).items).toEqual([expect.objectContaining({ product_id, ships_to: ['Peru'] })]);
      await t.db.updateTable('products').set({ listed: 0 }).where('product_id', '=', product_id).execute();
      expect((await page()).items).toEqual([]);
      await t.db.updateTable('products').set({ listed: 1 }).where('product_id', '=', product_id).execute();
      // A change rolled back is never answered.
      await expect(t.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ listed: 0 }).where('product_id', '=', product_id).execute();
        throw new Error('changed my mind');
      })).rejects.toThrow('changed my mind');
      expect(names((await page()).items)).toEqual(['Dried flowers']);
      // Found by the store's name: renamed, it is found by the new one, through the typo fallback too.
      await t.db.updateTable('stores').set({ store_name: 'Meadow_Farm' }).where('store_id', '=', store_id).execute();
      expect((await page()).items).toEqual([]);
      expect(await query({ q: 'meadwo' })).toMatchObject({ corrected: 'meadow', items: [expect.objectContaining({ product_id, store_name: 'Meadow_Farm' })] });
      await t.db.deleteFrom('products').where('product_id', '=', product_id).execute();
      expect(await query({ q: 'meadwo' })).toEqual({ items: [], next_cursor: null });
    });

    it('pages on through a kept first page: the next page follows the kept one', async () => {
      const first = await query({ q: 'teapot', limit: 2 });
      const again = await query({ q: 'teapot', limit: 2 });
      expect(again).toEqual(first);
      const rest = await everyPage({ q: 'teapot', limit: 2 });
      expect(rest.slice(0, 2)).toEqual(first.items);
      expect(new Set(rest.map((p) => p.product_id)).size).toBe(rest.length);
    });
  });

  describe('facets', () => {
    const band = (price: number) => [10, 25, 50, 100, 250].findIndex((to) => price < to);
    const combos: Array<Params> = [];
    // Longer than a phrase, one found and one found nowhere (read through a few of their words' trigrams).
    for (const q of ['', 'teapot', 'te', 'cafe', 'qqzz', 'cast iron', 'cast qqzzxx']) for (const country of ['', 'Japan']) for (const price of [{}, { min_price: 10, max_price: 50 }] as Params[]) combos.push({ q, country, ...price });

    it.each(combos)('counts what the shop query answers for %j, each facet ignoring its own filter', async (params) => {
      const { status, body } = await get('/api/products/facets', params);
      expect(status).toBe(200);
      const all = await everyPage({ ...params, limit: 100 });
      expect(body.total).toBe(all.length);
      expect(body.capped).toBe(false);
      const anyCountry = await everyPage({ ...params, country: '', limit: 100 });
      const countries = new Map<string, number>();
      for (const p of anyCountry) countries.set(p.country, (countries.get(p.country) ?? 0) + 1);
      expect(Object.fromEntries(body.countries.map((c: { country: string; count: number }) => [c.country, c.count]))).toEqual(Object.fromEntries(countries));
      const anyPrice = await everyPage({ ...params, min_price: '', max_price: '', limit: 100 });
      const bands = [0, 0, 0, 0, 0, 0];
      for (const p of anyPrice) bands[band(p.price) === -1 ? 5 : band(p.price)] += 1;
      expect(body.price_bands.map((b: { count: number }) => b.count)).toEqual(bands);
      expect(body.price_bands[0]).toEqual({ min_price: 0, max_price: 10, count: bands[0] });
      expect(body.price_bands[5]).toMatchObject({ min_price: 250, max_price: null });
    });

    it('caps the counts, saying so', async () => {
      const facets = await productFacets(t.db, t.kind, { q: 'teapot' }, { cap: 3 });
      expect(facets).toMatchObject({ total: 3, capped: true });
      expect(facets.countries.every((c) => c.count <= 3)).toBe(true);
      expect(await productFacets(t.db, t.kind, { q: 'cafe' }, { cap: 3 })).toMatchObject({ total: 1, capped: false });
      // A narrow total stays exact beside a facet that passed the cap without its own filter.
      expect(await productFacets(t.db, t.kind, { q: 'teapot', country: 'France' }, { cap: 3 })).toMatchObject({ total: 2, capped: true });
    });

    it('answers what counting now would give, however the catalogue changed since the same filters were last asked', async () => {
      const facetsOf = async (params: Params) => {
        const { status, body } = await get('/api/products/facets', { q: 'zephyr', ...params });
        expect(status).toBe(200);
        return body as { total: number; countries: Array<{ country: string; count: number }>; price_bands: Array<{ count: number }> };
      };
      // Asked before and after each change (a kept answer given after a change would be the old one).
      expect((await facetsOf({})).total).toBe(0);
      expect((await facetsOf({ ships_to: 'Peru' })).total).toBe(0);
      const { store_id } = await t.db.insertInto('stores').values({ store_name: 'Zephyr_Goods', password_hash: 'x', full_location: 'Somewhere', bio: '', img: '/uploads/stores/x.webp', created_at: new Date().toISOString() }).returning('store_id').executeTakeFirstOrThrow();
      const { product_id } = await t.db.insertInto('products').values({ store_id, name: 'Kite', description: 'Silk', price_cents: 900, stock: 1, country: 'Japan', img: '/uploads/products/x.webp', created_at: new Date().toISOString() }).returning('product_id').executeTakeFirstOrThrow();
      expect((await facetsOf({})).total).toBe(1);
      expect((await facetsOf({ ships_to: 'Peru' })).total).toBe(1);
      await t.db.updateTable('products').set({ price_cents: 3000, country: 'Peru' }).where('product_id', '=', product_id).execute();
      expect(await facetsOf({})).toMatchObject({ total: 1, countries: [{ country: 'Peru', count: 1 }] });
      expect((await facetsOf({})).price_bands.map((b) => b.count)).toEqual([0, 0, 1, 0, 0, 0]);
      await t.db.updateTable('stores').set({ ships_everywhere: 0 }).where('store_id', '=', store_id).execute();
      expect((await facetsOf({ ships_to: 'Peru' })).total).toBe(0);
      await t.db.insertInto('store_ships_to').values({ store_id, country: 'Peru' }).execute();
      expect((await facetsOf({ ships_to: 'Peru' })).total).toBe(1);
      await t.db.updateTable('products').set({ listed: 0 }).where('product_id', '=', product_id).execute();
      expect((await facetsOf({})).total).toBe(0);
      await t.db.updateTable('products').set({ listed: 1 }).where('product_id', '=', product_id).execute();
      // A change rolled back is never counted.
      await expect(t.db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ listed: 0 }).where('product_id', '=', product_id).execute();
        throw new Error('changed my mind');
      })).rejects.toThrow('changed my mind');
      expect((await facetsOf({})).total).toBe(1);
      await t.db.updateTable('stores').set({ store_name: 'Breeze_Goods' }).where('store_id', '=', store_id).execute();
      expect((await facetsOf({})).total).toBe(0);
    });

    it.each<[Params]>([
      [{ min_price: 'cheap' }],
      [{ q: 'q'.repeat(201) }],
      [{ ships_to: 'Atlantis' }],
    ])('refuses %j with 400 {msg, code}', async (params) => {
      const res = await get('/api/products/facets', params);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expect.objectContaining({ msg: expect.any(String), code: expect.any(String) }));
    });
  });

  describe('suggest', () => {
    const suggest = async (q: string) => {
      const { status, body } = await get('/api/products/suggest', { q });
      expect(status).toBe(200);
      return body.items as Array<{ kind: string; text: string; link: string }>;
    };

    it('offers product and store names starting with the text, at most 8, listed only', async () => {
      const items = await suggest('Te');
      expect(items.length).toBeLessThanOrEqual(8);
      expect(items).toContainEqual({ kind: 'store', text: 'Teapot_Traders', link: '/store/Teapot_Traders' });
      expect(items).toContainEqual({ kind: 'product', text: 'Teapot stand', link: expect.stringMatching(/^\/product\/\d+$/) });
      expect(items.filter((i) => i.text === 'Teapot')).toHaveLength(1);
      expect(items.map((i) => i.text)).not.toContain('Teacup');
      expect((await suggest('teac')).map((i) => i.text)).not.toContain('Teacup');
    });

    it('offers stores, then names in their folded order, each name once by its newest product', async () => {
      const { newest } = await t.db.selectFrom('products').select((eb) => eb.fn.max('product_id').as('newest')).where('name', '=', 'Teapot').executeTakeFirstOrThrow();
      expect((await suggest('TE')).slice(0, 3)).toEqual([
        { kind: 'store', text: 'Teapot_Traders', link: '/store/Teapot_Traders' },
        { kind: 'product', text: 'Teapot', link: `/product/${newest}` },
        { kind: 'product', text: 'Teapot stand', link: expect.stringMatching(/^\/product\/\d+$/) },
      ]);
    });

    it('forgives typos and offers later words of a name', async () => {
      expect((await suggest('tumeric')).map((i) => i.text)).toContain('Ground turmeric');
      expect((await suggest('cafe')).map((i) => i.text)).toEqual(['Café noir mug']);
      expect((await suggest('bowl')).map((i) => i.text)).toContain('Ceramic bowl');
      // Typing in progress, mistyped: the start of `ceramic` with two letters swapped.
      expect((await suggest('cerma')).map((i) => i.text)).toContain('Ceramic bowl');
    });

    it('offers what asking now would give, however the catalogue changed since the same text was last asked', async () => {
      const texts = async (q: string) => (await suggest(q)).map((i) => i.text);
      // Asked before and after each change (a kept list given after a change would be the old one).
      expect(await texts('zinnia')).toEqual([]);
      const { store_id } = await t.db.insertInto('stores').values({ store_name: 'Zinnia_Studio', password_hash: 'x', full_location: 'Somewhere', bio: '', img: '/uploads/stores/x.webp', created_at: new Date().toISOString() }).returning('store_id').executeTakeFirstOrThrow();
      expect(await texts('zinnia')).toEqual(['Zinnia_Studio']);
      const { product_id } = await t.db.insertInto('products').values({ store_id, name: 'Zinnia print', description: 'Paper', price_cents: 900, stock: 1, country: 'Japan', img: '/uploads/products/x.webp', created_at: new Date().toISOString() }).returning('product_id').executeTakeFirstOrThrow();
      expect(await texts('zinnia')).toEqual(['Zinnia_Studio', 'Zinnia print']);
      await t.db.updateTable('products').set({ name: 'Zinnia poster' }).where('product_id', '=', product_id).execute();
      expect(await texts('zinnia')).toEqual(['Zinnia_Studio', 'Zinnia poster']);
      await t.db.updateTable('products').set({ listed: 0 }).where('product_id', '=', product_id).execute();
      expect(await texts('zinnia')).toEqual(['Zinnia_Studio']);
      await t.db.updateTable('stores').set({ suspended_at: new Date().toISOString() }).where('store_id', '=', store_id).execute();
      expect(await texts('zinnia')).toEqual([]);
      await t.db.updateTable('stores').set({ suspended_at: null }).where('store_id', '=', store_id).execute();
      expect(await texts('zinnia')).toEqual(['Zinnia_Studio']);
    });

    it('offers nothing under 2 characters', async () => {
      expect(await suggest('t')).toEqual([]);
      expect(await suggest(' ')).toEqual([]);
      expect(await suggest('')).toEqual([]);
    });

    it('refuses an over-long text', async () => {
      const res = await get('/api/products/suggest', { q: 'x'.repeat(201) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: expect.any(String), msg: 'q must be at most 200 characters' });
    });
  });

  describe('names as they are now', () => {
    it('ranks and corrects by renamed products and stores (the word starts and the vocabulary follow)', async () => {
      const createdAt = new Date().toISOString();
      const { store_id } = await t.db.insertInto('stores').values({ store_name: 'Glow_Shop', password_hash: 'x', full_location: 'Somewhere', bio: '', img: '/uploads/stores/x.webp', created_at: createdAt }).returning('store_id').executeTakeFirstOrThrow();
      const { product_id } = await t.db.insertInto('products').values({ store_id, name: 'Old lamp', description: 'Paper', price_cents: 900, stock: 1, country: 'Japan', img: '/uploads/products/x.webp', created_at: createdAt }).returning('product_id').executeTakeFirstOrThrow();
      expect(names((await query({ q: 'lamp' })).items)).toEqual(['Old lamp']);

      await t.db.updateTable('products').set({ name: 'Paper lantern' }).where('product_id', '=', product_id).execute();
      expect(names((await query({ q: 'lantern' })).items)).toEqual(['Paper lantern']);
      expect(await query({ q: 'lamp' })).toEqual({ items: [], next_cursor: null });
      expect(await query({ q: 'lantenr' })).toMatchObject({ corrected: 'lantern', items: [expect.objectContaining({ product_id })] });

      await t.db.updateTable('stores').set({ store_name: 'Lumen_Works' }).where('store_id', '=', store_id).execute();
      expect(await query({ q: 'lumne' })).toMatchObject({ corrected: 'lumen', items: [expect.objectContaining({ product_id })] });
    });
  });
}

describeEachDatabase('search: relevance, typos, facets, suggestions', searchSuite);

describe('search: relevance, typos, facets, suggestions, on search threads [sqlite]', () => {
  searchSuite(setupTestApp('sqlite', { env: { SEARCH_THREADS: '2' } }));
});
