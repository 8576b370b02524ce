/**
 * GET /api/products/facets never hangs. PostgreSQL: each statement of the counts runs under
 * FACETS_TIMEOUT_MS (here forced to 1 ms) and one past it answers 503 {msg, code: 'search_timeout'}
 * with Retry-After. SQLite has no statement timeout: the cap (10,000 matches read) bounds the work,
 * so the same call answers its capped counts.
 */
import { sql } from 'kysely';
import { describeEachDatabase } from '../../../test/helpers/app';

// More products than FACET_CAP, all matching the text: a count reads 10,001 rows, well over 1 ms.
const PRODUCTS = 12_000;
const BATCH = 1_500;

describeEachDatabase('facets under a statement timeout', (t) => {
  beforeAll(async () => {
    const createdAt = new Date().toISOString();
    const { store_id } = await t.db.insertInto('stores').values({ store_name: 'Teapot_Traders', password_hash: 'x', full_location: 'Somewhere', bio: '', img: '/uploads/stores/x.webp', created_at: createdAt })
      .returning('store_id').executeTakeFirstOrThrow();
    // In batches: each statement through the search triggers stays well within the API's statement
    // and client timeouts on a busy machine (12,000 rows at once did not).
    for (let first = 1; first <= PRODUCTS; first += BATCH) {
      const last = Math.min(PRODUCTS, first + BATCH - 1);
      const numbers = t.kind === 'postgres'
        ? sql`SELECT generate_series(${first}::integer, ${last}::integer) AS n`
        : sql`WITH RECURSIVE s(n) AS (SELECT ${first} UNION ALL SELECT n + 1 FROM s WHERE n < ${last}) SELECT n FROM s`;
      await sql`INSERT INTO products (store_id, name, description, price_cents, stock, country, img, created_at, listed)
        SELECT ${store_id}, 'Teapot ' || n, 'Cast iron', 100 + n, 1, 'Japan', '/uploads/products/x.webp', ${createdAt}, 1 FROM (${numbers}) AS numbers`.execute(t.db);
    }
  });

  it(t.kind === 'postgres' ? 'answers 503 search_timeout with Retry-After past FACETS_TIMEOUT_MS' : 'answers the capped counts (no statement timeout in SQLite)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/facets?q=teapot' });
    if (t.kind === 'postgres') {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ msg: expect.stringContaining('took too long'), code: 'search_timeout' });
      expect(res.headers['retry-after']).toBe('2');
    } else {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: 10_000, capped: true });
    }
  });

  it('leaves the shop query itself alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?q=teapot' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(24);
  });
}, { env: { FACETS_TIMEOUT_MS: '1' } });
