/**
 * The seller dashboard's numbers at scale: one store with 100,000 orders (by default) spread over the
 * last year, beside as many orders of other stores, on SQLite and on PostgreSQL. Timed through the
 * API's own repository functions (api-server/dist/repositories/*.js) on a connection opened by its
 * own `openDatabase`, so the SQL and the indexes are the server's; HTTP is left out.
 *
 *   insights 7 / 30 / 90 / 365 days   storeInsights (GET /api/store/insights?days=N)
 *   store orders, first page          listOrders (GET /api/store/orders), every status and cancelled only
 *   new product to N followers        addNotificationForFollowers (one INSERT … SELECT)
 */
import { connectPostgresForLoad, measureOnBothDatabases, openSqliteForLoad, runsTable, timeCall } from './lib/repository-bench.mjs';
import { apiDist, saveResult, seededRandom } from './lib/util.mjs';

export const INSIGHTS_TARGET_P95_MS = 50;
/** The windows the dashboard offers; 365 days is measured too, not judged. */
const JUDGED_WINDOWS = [7, 30, 90];
const WINDOWS = [...JUDGED_WINDOWS, 365];
const PRODUCTS_PER_STORE = 50;
const OTHER_STORES = 20;
const CUSTOMERS = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
const UNUSABLE_HASH = 'bench$not-a-password-hash';

/** The generated rows: stores, customers, products, orders (the first store is the one measured). */
export function generate({ orders, followers, seed = 13 }) {
  const random = seededRandom(seed);
  const now = Date.now();
  const createdAt = new Date(now).toISOString();
  const stores = Array.from({ length: OTHER_STORES + 1 }, (_, i) => `bench_store_${i}`);
  const customers = Array.from({ length: Math.max(CUSTOMERS, followers) }, (_, i) => `bench_buyer_${i}`);
  const ordersFor = (storeIndex, count) =>
    Array.from({ length: count }, () => {
      const ageMs = Math.floor(random() * 365 * DAY_MS);
      const r = random();
      const status = r < 0.05 ? 'cancelled' : r < 0.2 ? 'pending' : 'completed';
      const product = Math.floor(random() * PRODUCTS_PER_STORE);
      const placed = new Date(now - ageMs).toISOString();
      return {
        storeIndex, product, customer: Math.floor(random() * CUSTOMERS), status, placed,
        quantity: 1 + Math.floor(random() * 4), price_cents: 100 + Math.floor(random() * 20_000),
        cancelled_by: status === 'cancelled' ? 'store' : null,
      };
    });
  const measured = ordersFor(0, orders);
  const others = Array.from({ length: OTHER_STORES }, (_, i) => ordersFor(i + 1, Math.ceil(orders / OTHER_STORES))).flat();
  // Ids follow time, across stores, as in a real shop (the planners read the id order).
  const all = [...measured, ...others].sort((a, b) => (a.placed < b.placed ? -1 : a.placed > b.placed ? 1 : 0));
  return { createdAt, stores, customers, orders: all, followers };
}

async function loadSqlite(dataDir, data) {
  const db = await openSqliteForLoad(dataDir);
  db.transaction(() => {
    const store = db.prepare('INSERT INTO stores (store_name, password_hash, full_location, bio, img, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    const storeIds = data.stores.map((name) => Number(store.run(name, UNUSABLE_HASH, 'x', 'x', '/s.webp', data.createdAt).lastInsertRowid));
    const user = db.prepare('INSERT INTO users (username, password_hash, full_location, created_at) VALUES (?, ?, ?, ?)');
    const userIds = data.customers.map((name) => Number(user.run(name, UNUSABLE_HASH, 'x', data.createdAt).lastInsertRowid));
    const product = db.prepare('INSERT INTO products (store_id, name, description, price_cents, stock, country, img, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    const productIds = storeIds.map((storeId) =>
      Array.from({ length: PRODUCTS_PER_STORE }, (_, i) => Number(product.run(storeId, `Product ${i}`, 'x', 1000, 1_000_000, 'Japan', '/p.webp', data.createdAt).lastInsertRowid)),
    );
    const order = db.prepare(`INSERT INTO orders (user_id, store_id, product_id, name, price_cents, quantity, country, full_location, status, created_at, completed_at, img, updated_at, cancel_reason, cancelled_by)
      VALUES (?, ?, ?, ?, ?, ?, 'Japan', 'x', ?, ?, NULL, '/p.webp', ?, NULL, ?)`);
    for (const o of data.orders) {
      order.run(userIds[o.customer], storeIds[o.storeIndex], productIds[o.storeIndex][o.product], `Product ${o.product}`, o.price_cents, o.quantity, o.status, o.placed, o.placed, o.cancelled_by);
    }
    const follow = db.prepare('INSERT INTO follows (user_id, store_id, created_at) VALUES (?, ?, ?)');
    for (const userId of userIds.slice(0, data.followers)) follow.run(userId, storeIds[0], data.createdAt);
  })();
  db.exec('ANALYZE');
  db.close();
}

export async function loadPostgres(databaseUrl, data) {
  const client = await connectPostgresForLoad(databaseUrl);
  try {
    await client.query('BEGIN');
    // Serial ids follow the insertion order (ORDER BY i), whatever order RETURNING lists them in.
    const ids = async (query, values) => (await client.query(query, values)).rows.map((r) => r.id).sort((a, b) => a - b);
    const storeIds = await ids(
      `INSERT INTO stores (store_name, password_hash, full_location, bio, img, created_at) SELECT n, $2, 'x', 'x', '/s.webp', $3 FROM unnest($1::text[]) WITH ORDINALITY AS t(n, i) ORDER BY i RETURNING store_id AS id`,
      [data.stores, UNUSABLE_HASH, data.createdAt],
    );
    const userIds = await ids(
      `INSERT INTO users (username, password_hash, full_location, created_at) SELECT n, $2, 'x', $3 FROM unnest($1::text[]) WITH ORDINALITY AS t(n, i) ORDER BY i RETURNING user_id AS id`,
      [data.customers, UNUSABLE_HASH, data.createdAt],
    );
    const productIds = [];
    for (const storeId of storeIds) {
      productIds.push(await ids(
        `INSERT INTO products (store_id, name, description, price_cents, stock, country, img, created_at)
         SELECT $1, 'Product ' || i, 'x', 1000, 1000000, 'Japan', '/p.webp', $2 FROM generate_series(0, ${PRODUCTS_PER_STORE - 1}) AS i ORDER BY i RETURNING product_id AS id`,
        [storeId, data.createdAt],
      ));
    }
    for (let start = 0; start < data.orders.length; start += 20_000) {
      const batch = data.orders.slice(start, start + 20_000);
      await client.query(
        `INSERT INTO orders (user_id, store_id, product_id, name, price_cents, quantity, country, full_location, status, created_at, completed_at, img, updated_at, cancel_reason, cancelled_by)
         SELECT u, s, p, n, pc, q, 'Japan', 'x', st, c, NULL, '/p.webp', c, NULL, cb
         FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[]) AS t(u, s, p, n, pc, q, st, c, cb)`,
        [
          batch.map((o) => userIds[o.customer]), batch.map((o) => storeIds[o.storeIndex]), batch.map((o) => productIds[o.storeIndex][o.product]),
          batch.map((o) => `Product ${o.product}`), batch.map((o) => o.price_cents), batch.map((o) => o.quantity), batch.map((o) => o.status),
          batch.map((o) => o.placed), batch.map((o) => o.cancelled_by),
        ],
      );
    }
    await client.query('INSERT INTO follows (user_id, store_id, created_at) SELECT u, $2, $3 FROM unnest($1::int[]) AS u', [userIds.slice(0, data.followers), storeIds[0], data.createdAt]);
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

async function measure(handle, { iterations, followers }) {
  const { storeInsights } = apiDist('repositories/insights.js');
  const { listOrders } = apiDist('orders/repository.js');
  const { addNotificationForFollowers } = apiDist('repositories/notifications.js');
  const { store_id: storeId } = await handle.db.selectFrom('stores').select('store_id').where('store_name', '=', 'bench_store_0').executeTakeFirstOrThrow();
  const results = [];
  let sample;
  for (const days of WINDOWS) {
    results.push({ ...(await timeCall(`insights, ${days} days`, iterations, async () => (sample = await storeInsights(handle.db, storeId, days)))), days, ordersCounted: sample.orders });
  }
  results.push(await timeCall('store orders, first page', iterations, () => listOrders(handle.db, { store_id: storeId }, { limit: 20 })));
  results.push(await timeCall('store orders, cancelled, first page', iterations, () => listOrders(handle.db, { store_id: storeId }, { status: 'cancelled', limit: 20 })));
  const fanOut = { kind: 'new_product', text: 'bench_store_0 added a new product: Bench', link: '/product/1' };
  results.push({ ...(await timeCall(`new product to ${followers.toLocaleString('en')} followers`, 5, () =>
    // In a transaction of its own, as the product's would be (the fan-out is written with the product).
    handle.db.transaction().execute((trx) => addNotificationForFollowers(trx, handle.dialect, storeId, fanOut)))), followers });
  return results;
}

export async function runInsightsBench({ orders = 100_000, followers = 10_000, postgres = true, iterations = 100, log = console.log } = {}) {
  const data = generate({ orders, followers });
  const runs = await measureOnBothDatabases({
    name: 'insights',
    intro: `${data.orders.length.toLocaleString('en')} orders (${orders.toLocaleString('en')} of the measured store)`,
    postgres,
    log,
    loadSqlite: (dataDir) => loadSqlite(dataDir, data),
    loadPostgres: (url) => loadPostgres(url, data),
    measure: (handle) => measure(handle, { iterations, followers }),
  });

  log(`\nSeller dashboard with ${orders.toLocaleString('en')} orders in the store (repository functions, in process, no HTTP):`);
  log(runsTable(runs, ['orders counted', (r) => r.ordersCounted?.toLocaleString('en') ?? '']));
  const judged = runs.flatMap((run) => run.results.filter((r) => JUDGED_WINDOWS.includes(r.days)));
  const met = judged.every((r) => r.p95Ms <= INSIGHTS_TARGET_P95_MS);
  log(`target: insights p95 ≤ ${INSIGHTS_TARGET_P95_MS} ms for the dashboard's windows (${JUDGED_WINDOWS.join(' / ')} days): ${met ? 'met' : 'NOT met'}`);
  const file = saveResult('insights', {
    settings: { ordersOfStore: orders, ordersInAll: data.orders.length, followers, iterations, via: 'api-server/dist/repositories (in process, no HTTP)' },
    target: { p95Ms: INSIGHTS_TARGET_P95_MS, windows: JUDGED_WINDOWS, met },
    runs,
  });
  log(`saved ${file}`);
  return runs;
}
