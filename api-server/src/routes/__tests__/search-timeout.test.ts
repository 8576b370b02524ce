/**
 * The shop search and the suggestions answer a statement past PostgreSQL's statement timeout as the
 * facet counts do (facets-timeout.test.ts): 503 {msg, code: 'search_timeout'} with Retry-After, each
 * with its own sentence, not 503 database_unavailable: the database is up, that search cost too much.
 *
 * The statement timeout is lowered for this suite (POSTGRES_TIMEOUTS.statementMs, read when the pool
 * opens, so the app is restarted after the change) and another transaction holds the tables the
 * calls read, so their statements wait until the server stops them (SQLSTATE 57014), whatever the
 * machine's speed. SQLite has no statement timeout: the suite is PostgreSQL's only.
 */
import { sql } from 'kysely';
import { POSTGRES_TIMEOUTS } from '../../db/postgres';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../errors';
import { SEARCH_TIMEOUT_MESSAGES } from '../products';
import { setupTestApp } from '../../../test/helpers/app';
import { PG_SKIPPED_TITLE, TEST_DATABASE_URL } from '../../../test/helpers/database';

/** Short enough for a quick test, long enough for the restart's own statements. */
const STATEMENT_TIMEOUT_MS = 500;

(TEST_DATABASE_URL ? describe : describe.skip)('search and suggest under the statement timeout [postgres]', () => {
  const t = setupTestApp('postgres');
  const statementMs = POSTGRES_TIMEOUTS.statementMs;

  beforeAll(async () => {
    const seller = await t.signUpStore({ store_name: t.uniqueName('Teapot') });
    await t.addProduct(seller, { name: 'Teapot of cast iron' });
    POSTGRES_TIMEOUTS.statementMs = STATEMENT_TIMEOUT_MS;
    await t.restart();
  });

  afterAll(() => {
    POSTGRES_TIMEOUTS.statementMs = statementMs;
  });

  /** Asks `url` while another transaction holds the products and stores tables locked past the timeout. */
  const whileLocked = (url: string) =>
    t.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE products, stores IN ACCESS EXCLUSIVE MODE`.execute(trx);
      return t.app.inject({ method: 'GET', url });
    });

  it.each([
    ['GET /api/products', '/api/products?q=teapot', SEARCH_TIMEOUT_MESSAGES.search],
    ['GET /api/products (newest first)', '/api/products?q=teapot&sort=newest', SEARCH_TIMEOUT_MESSAGES.search],
    ['GET /api/products/suggest', '/api/products/suggest?q=teap', SEARCH_TIMEOUT_MESSAGES.suggest],
  ])('%s answers 503 search_timeout with its own message and Retry-After past the statement timeout', async (_call, url, msg) => {
    const res = await whileLocked(url);
    expect({ status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] })
      .toEqual({ status: 503, body: { msg, code: 'search_timeout' }, retryAfter: String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
  });

  it('answers both again once nothing holds them up: the database was never counted unavailable', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/products?q=teapot' });
    expect(search.statusCode).toBe(200);
    expect(search.json().items.map((item: { name: string }) => item.name)).toEqual(['Teapot of cast iron']);
    const suggestions = await t.app.inject({ method: 'GET', url: '/api/products/suggest?q=teap' });
    expect(suggestions.statusCode).toBe(200);
    expect(suggestions.json().items).toContainEqual(expect.objectContaining({ kind: 'product', text: 'Teapot of cast iron' }));
  });
});
if (!TEST_DATABASE_URL) it.skip(PG_SKIPPED_TITLE, () => undefined);
