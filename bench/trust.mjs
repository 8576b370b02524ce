/**
 * The operator's two long lists at scale: 100,000 reports (by default; a fifth of them open) and as
 * many audit rows, on SQLite and on PostgreSQL. Timed through the API's own repository functions
 * (api-server/dist/operator/repository.js) on a connection opened by its own `openDatabase`, so the
 * SQL and the indexes are the server's; HTTP is left out.
 *
 *   report queue, open / resolved, first page and a page deep in   listReports (GET /api/operator/reports)
 *   audit, first page and a page deep in                            listAudit (GET /api/operator/audit)
 *   moderation version                                              moderationVersion (GET /api/moderation/version)
 */
import os from 'node:os';
import { connectPostgresForLoad, measureOnBothDatabases, openSqliteForLoad, runsTable, timeCall } from './lib/repository-bench.mjs';
import { apiDist, round, saveResult } from './lib/util.mjs';

export const TRUST_TARGET_P95_MS = 20;
const STORES = 50;
const CUSTOMERS = 2000;
const PRODUCTS = 5000;
const PAGE = 20;
const UNUSABLE_HASH = 'bench$not-a-password-hash';
const REASONS = ['counterfeit', 'prohibited', 'fraud', 'offensive', 'spam', 'other'];

/**
 * Report i: open when i % 5 === 0, else resolved by the one operator. An open one is a customer's
 * report of a product, each (customer, product) pair once (the partial unique index allows one open
 * report per reporter and target); a resolved one is a customer's or (every 10th) a store's, of a
 * product or (every 7th) a store. Audit row i: an action on product i % PRODUCTS.
 */
const reportSql = (n, createdAt) => `
  SELECT
    CASE WHEN i % 5 <> 0 AND i % 10 = 0 THEN 'store' ELSE 'customer' END,
    CASE WHEN i % 5 = 0 THEN 1 + (i / 5 / ${PRODUCTS}) % ${CUSTOMERS} WHEN i % 10 = 0 THEN 1 + i % ${STORES} ELSE 1 + i % ${CUSTOMERS} END,
    CASE WHEN i % 5 <> 0 AND i % 7 = 0 THEN 'store' ELSE 'product' END,
    CASE WHEN i % 5 = 0 THEN 1 + (i / 5) % ${PRODUCTS} WHEN i % 7 = 0 THEN 1 + i % ${STORES} ELSE 1 + i % ${PRODUCTS} END,
    CASE i % 6 ${REASONS.map((reason, k) => `WHEN ${k} THEN '${reason}'`).join(' ')} END,
    'Seen on the product page',
    '${createdAt}',
    CASE WHEN i % 5 = 0 THEN 'open' ELSE 'resolved' END,
    CASE WHEN i % 5 = 0 THEN NULL WHEN i % 2 = 0 THEN 'dismiss' ELSE 'take_down' END,
    CASE WHEN i % 5 = 0 THEN NULL ELSE 'Checked' END,
    CASE WHEN i % 5 = 0 THEN NULL ELSE 1 END,
    CASE WHEN i % 5 = 0 THEN NULL ELSE '${createdAt}' END
  FROM series WHERE i < ${n}`;
const REPORT_COLUMNS = 'reporter_kind, reporter_id, target_type, target_id, reason, text, created_at, status, resolved_action, resolution_note, resolved_by, resolved_at';
const auditSql = (n, createdAt) => `
  SELECT 1, CASE i % 3 WHEN 0 THEN 'dismiss_report' WHEN 1 THEN 'take_down_product' ELSE 'restore_product' END,
    'product', 1 + i % ${PRODUCTS}, 'Checked', '${createdAt}'
  FROM series WHERE i < ${n}`;

async function load(run, rows, { series }) {
  const createdAt = new Date().toISOString();
  await run(`INSERT INTO operators (operator_name, password_hash, created_at) VALUES ('bench_operator', '${UNUSABLE_HASH}', '${createdAt}')`);
  const seq = (n, select) => `WITH ${series(n)} ${select}`;
  await run(seq(STORES, `INSERT INTO stores (store_name, password_hash, full_location, bio, img, created_at) SELECT 'bench_store_' || i, '${UNUSABLE_HASH}', 'x', 'x', '/s.webp', '${createdAt}' FROM series WHERE i < ${STORES}`));
  await run(seq(CUSTOMERS, `INSERT INTO users (username, password_hash, full_location, created_at) SELECT 'bench_buyer_' || i, '${UNUSABLE_HASH}', 'x', '${createdAt}' FROM series WHERE i < ${CUSTOMERS}`));
  await run(seq(PRODUCTS, `INSERT INTO products (store_id, name, description, price_cents, stock, country, img, created_at)
    SELECT 1 + i % ${STORES}, 'Product ' || i, 'x', 1000, 10, 'Japan', '/p.webp', '${createdAt}' FROM series WHERE i < ${PRODUCTS}`));
  await run(seq(rows, `INSERT INTO reports (${REPORT_COLUMNS}) ${reportSql(rows, createdAt)}`));
  await run(seq(rows, `INSERT INTO operator_audit (operator_id, action, target_type, target_id, reason, at) ${auditSql(rows, createdAt)}`));
}

async function loadSqlite(dataDir, rows) {
  const db = await openSqliteForLoad(dataDir);
  db.exec('BEGIN');
  await load((statement) => db.exec(statement), rows, {
    series: (n) => `RECURSIVE series(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM series WHERE i + 1 < ${n})`,
  });
  db.exec('COMMIT');
  db.exec('ANALYZE');
  db.close();
}

async function loadPostgres(databaseUrl, rows) {
  const client = await connectPostgresForLoad(databaseUrl);
  try {
    await client.query('BEGIN');
    await load((statement) => client.query(statement), rows, { series: (n) => `series(i) AS (SELECT generate_series(0, ${n - 1}) AS i)` });
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

/** How many items a page held. */
const pageItems = (page) => ({ items: page?.items?.length });

async function measure(handle, { iterations, rows }) {
  const { listReports, listAudit, moderationVersion } = apiDist('operator/repository.js');
  const middle = Math.floor(rows / 2);
  return [
    { ...(await timeCall('report queue, open, first page', iterations, () => listReports(handle.db, 'open', PAGE), pageItems)), judged: true },
    { ...(await timeCall('report queue, open, a page deep in', iterations, () => listReports(handle.db, 'open', PAGE, middle), pageItems)), judged: true },
    { ...(await timeCall('report queue, resolved, first page', iterations, () => listReports(handle.db, 'resolved', PAGE), pageItems)), judged: true },
    { ...(await timeCall('audit, first page', iterations, () => listAudit(handle.db, PAGE), pageItems)), judged: true },
    { ...(await timeCall('audit, a page deep in', iterations, () => listAudit(handle.db, PAGE, middle), pageItems)), judged: true },
    await timeCall('moderation version', iterations, () => moderationVersion(handle.db)),
  ];
}

export async function runTrustBench({ rows = 100_000, postgres = true, iterations = 200, log = console.log } = {}) {
  const runs = await measureOnBothDatabases({
    name: 'trust',
    intro: `${rows.toLocaleString('en')} reports and ${rows.toLocaleString('en')} audit rows`,
    postgres,
    log,
    loadSqlite: (dataDir) => loadSqlite(dataDir, rows),
    loadPostgres: (url) => loadPostgres(url, rows),
    measure: (handle) => measure(handle, { iterations, rows }),
  });

  const load = os.loadavg().map((value) => round(value, 2)).join(' ');
  log(`\nThe operator's lists with ${rows.toLocaleString('en')} reports and audit rows (repository functions, in process, no HTTP; load average ${load}):`);
  log(runsTable(runs, ['items', (r) => r.items ?? '']));
  const met = runs.every((run) => run.results.filter((r) => r.judged).every((r) => r.p95Ms <= TRUST_TARGET_P95_MS));
  log(`target: the report queue and the audit pages p95 ≤ ${TRUST_TARGET_P95_MS} ms: ${met ? 'met' : 'NOT met'}`);
  const file = saveResult('trust', {
    settings: { reports: rows, auditRows: rows, pageSize: PAGE, iterations, loadAverage: os.loadavg(), via: 'api-server/dist/operator/repository.js (in process, no HTTP)' },
    target: { p95Ms: TRUST_TARGET_P95_MS, met },
    runs,
  });
  log(`saved ${file}`);
  return runs;
}
