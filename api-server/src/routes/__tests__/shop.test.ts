import { sql } from 'kysely';
import { describeEachDatabase } from '../../../test/helpers/app';
import { multipartPayload } from '../../../test/helpers/multipart';
import type { ProductT } from '../../schemas/contract';

type Page = { items: ProductT[]; next_cursor: string | null };

describeEachDatabase('shop query: GET /api/products', (t) => {
  const query = async (params: Record<string, string | number>): Promise<{ status: number; body: Page & { msg?: string } }> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products', query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
    return { status: res.statusCode, body: res.json() };
  };
  /** Follows next_cursor to the end. */
  async function everyPage(params: Record<string, string | number>): Promise<ProductT[]> {
    const items: ProductT[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 200; guard++) {
      const { status, body }: { status: number; body: Page } = await query({ ...params, ...(cursor ? { cursor } : {}) });
      expect(status).toBe(200);
      items.push(...body.items);
      cursor = body.next_cursor;
      if (!cursor) return items;
    }
    throw new Error('too many pages');
  }
  /** Lower case without accents (case and accents never matter). */
  const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  /** The spec's client-side filter, as the reference (accents ignored too). */
  function specFilter(all: ProductT[], f: { q?: string; country?: string; min?: number; max?: number }): ProductT[] {
    const q = fold(f.q ?? '');
    return all
      .filter((p) => !q || fold(p.name).includes(q) || fold(p.desc).includes(q) || fold(p.store_name).includes(q))
      .filter((p) => !f.country || p.country === f.country)
      .filter((p) => f.min === undefined || p.price >= f.min)
      .filter((p) => f.max === undefined || p.price <= f.max)
      .reverse();
  }
  const allProducts = async () => (await t.app.inject({ method: 'GET', url: '/api/product/get/it/all' })).json() as ProductT[];

  let marker: string;
  let alpha: Awaited<ReturnType<typeof t.signUpStore>>;
  beforeAll(async () => {
    marker = `Zq${Math.random().toString(36).slice(2, 8)}`;
    alpha = await t.signUpStore({ store_name: t.uniqueName(`Alpha${marker}`) });
    const bravo = await t.signUpStore({ store_name: t.uniqueName('Bravo') });
    const add = (store: typeof alpha, name: string, desc: string, price: string, country: string) => t.addProduct(store, { name, desc, price, country, stock: '3' });
    await add(alpha, `Red ${marker} teapot`, 'Cast iron, 50% off_sale', '10.00', 'Japan');
    await add(alpha, 'Green bowl', `Glazed ${marker.toUpperCase()} stoneware`, '10.01', 'Japan');
    await add(bravo, 'Blue cup', 'Porcelain', '9.99', 'China');
    await add(bravo, 'Yellow vase', 'Tall vase', '25.50', 'France');
    await add(bravo, 'Ab', 'x', '1.00', 'japan');
    await add(bravo, 'Crème brûlée dish', 'Ramekin', '7.25', 'France');
  });

  it('with no filters (or empty ones) lists products newest first, 24 per page by default', async () => {
    const all = await allProducts();
    const first = await query({});
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual(all.slice().reverse().slice(0, 24));
    const empty = await query({ q: '', country: '', min_price: '', max_price: '' });
    expect(empty.body).toEqual(first.body);
    expect(await everyPage({ limit: 2 })).toEqual(all.slice().reverse());
  });

  it.each([
    ['a substring of the name, in another case', { q: 'RED ' }],
    ['a substring of the description', { q: '' /* set below */ }],
    ['a substring of the store name', { q: 'alpha' }],
    ['a marker in name and description', { q: 'MARKER' }],
    ['LIKE wildcards taken literally', { q: '50% off_' }],
    ['a percent sign alone', { q: '%' }],
    ['an underscore alone', { q: '_' }],
    ['two characters (no trigram index)', { q: 'ab' }],
    ['one character', { q: 'y' }],
    ['an exact country', { country: 'Japan' }],
    ['the country in another case (no match)', { country: 'JAPAN' }],
    ['inclusive price bounds', { min: 9.99, max: 10.01 }],
    ['a minimum alone', { min: 25.5 }],
    ['a maximum alone', { max: 1 }],
    ['bounds with more decimals', { min: 9.995, max: 10.005 }],
    ['everything at once', { q: 'e', country: 'France', min: 7.25, max: 25.5 }],
    ['a min above the max', { min: 20, max: 10 }],
    ['a double quote', { q: '"' }],
    ['accented text', { q: 'crème' }],
  ])('matches the spec\'s filter for %s', async (_what, filter: { q?: string; country?: string; min?: number; max?: number }) => {
    if (_what === 'a substring of the description') filter = { q: 'IRON, 50' };
    if (filter.q === 'MARKER') filter = { q: marker.toLowerCase() };
    const all = await allProducts();
    const expected = specFilter(all, filter);
    const params: Record<string, string | number> = { limit: 3 };
    if (filter.q !== undefined) params.q = filter.q;
    if (filter.country !== undefined) params.country = filter.country;
    if (filter.min !== undefined) params.min_price = filter.min;
    if (filter.max !== undefined) params.max_price = filter.max;
    const got = await everyPage({ ...params, sort: 'newest' });
    expect(got.map((p) => p.product_id)).toEqual(expected.map((p) => p.product_id));
    // Best match first (the default with a text) orders the very same set.
    const ranked = await everyPage(params);
    expect(ranked.map((p) => p.product_id).sort((a, b) => a - b)).toEqual(expected.map((p) => p.product_id).sort((a, b) => a - b));
    if (_what.startsWith('a marker')) expect(ranked.map((p) => p.name)).toEqual([`Red ${marker} teapot`, 'Green bowl']);
    if (_what.startsWith('inclusive')) expect(got.map((p) => p.price).sort()).toEqual([10, 10.01, 9.99].sort());
  });

  it('finds products by the store\'s new name after a rename', async () => {
    const newName = t.uniqueName(`Renamed${marker}`);
    const form = await multipartPayload({ store_name: newName, full_location: 'x' });
    expect((await t.app.inject({ method: 'PATCH', url: '/api/store/update', headers: { ...form.headers, ...alpha.auth }, payload: form.payload })).statusCode).toBe(200);
    const got = await everyPage({ q: newName.toLowerCase() });
    expect(got).toHaveLength(2);
    expect(got.every((p) => p.store_name === newName)).toBe(true);
    expect(await everyPage({ q: alpha.store_name })).toEqual([]);
    alpha = { ...alpha, store_name: newName };
  });

  it('keeps the search in step with product edits and deletes', async () => {
    const seller = await t.signUpStore();
    const product = await t.addProduct(seller, { name: `Old${marker}name` });
    const form = await multipartPayload({ product_id: product.product_id, name: `New${marker}name`, desc: 'd', price: '1', stock: '1', country: 'Peru' });
    await t.app.inject({ method: 'PATCH', url: '/api/product/update', headers: { ...form.headers, ...seller.auth }, payload: form.payload });
    expect(await everyPage({ q: `old${marker}` })).toEqual([]);
    expect((await everyPage({ q: `new${marker}` })).map((p) => p.product_id)).toEqual([product.product_id]);
    await t.app.inject({ method: 'DELETE', url: '/api/product/delete', headers: seller.auth, payload: { product_id: product.product_id } });
    expect(await everyPage({ q: `new${marker}` })).toEqual([]);
  });

  it('pages with an opaque cursor: no duplicates, no gaps, next_cursor null on the last page', async () => {
    const all = (await allProducts()).reverse();
    const first = await query({ limit: 4 });
    expect(first.body.items).toEqual(all.slice(0, 4));
    expect(first.body.next_cursor).toEqual(expect.any(String));
    expect(first.body.next_cursor).not.toMatch(/^\d+$/);
    const second = await query({ limit: 4, cursor: first.body.next_cursor! });
    expect(second.body.items).toEqual(all.slice(4, 8));
    const last = await query({ limit: 100 });
    expect(last.body.next_cursor).toBeNull();
  });

  it('limit=3 gives the latest three products (the home page)', async () => {
    const res = await query({ limit: 3 });
    expect(res.body.items).toEqual((await allProducts()).slice(-3).reverse());
  });

  it.each([
    [{ limit: 0 }, 'limit must be at least 1'],
    [{ limit: 101 }, 'limit must be at most 100'],
    [{ limit: 'ten' }, 'limit must be a whole number'],
    [{ min_price: 'cheap' }, 'min_price must be a number'],
    [{ max_price: -1 }, 'max_price must be at least 0'],
    [{ cursor: 'not-a-cursor' }, 'cursor is not valid; load the first page again'],
    [{ cursor: Buffer.from('p:abc').toString('base64url') }, 'cursor is not valid; load the first page again'],
    [{ q: 'q'.repeat(201) }, 'q must be at most 200 characters'],
  ])('refuses %j with 400 "%s"', async (params, msg) => {
    const res = await query(params as Record<string, string | number>);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg });
  });

  it('answers huge price bounds without an error', async () => {
    expect((await query({ min_price: 1e300 })).body.items).toEqual([]);
    expect((await query({ max_price: 1e300 })).status).toBe(200);
  });

  it('uses the trigram index for queries of 3 or more characters', async () => {
    if (t.kind === 'sqlite') {
      const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT rowid FROM products_fts WHERE products_fts MATCH ${'"teapot"'}`.execute(t.db);
      expect(plan.rows.map((r) => r.detail).join(' ')).toMatch(/VIRTUAL TABLE INDEX/);
    } else {
      const plan = await t.db.connection().execute(async (db) => {
        await sql`SET enable_seqscan = off`.execute(db);
        const result = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT product_id FROM product_search WHERE doc ILIKE ${'%teapot%'}`.execute(db);
        await sql`RESET enable_seqscan`.execute(db);
        return result.rows.map((r) => r['QUERY PLAN']).join(' ');
      });
      expect(plan).toMatch(/product_search_doc_trgm/);
    }
  });
});
