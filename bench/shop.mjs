/**
 * The shop query at scale: a generated catalogue (1,000,000 products by default) on SQLite and on
 * PostgreSQL, queried exactly as GET /api/products queries it: through the API's own repository
 * function `searchProducts` (api-server/dist/repositories/product-search.js) on a connection opened by
 * its own `openDatabase`, so the SQL, the indexes (FTS5 trigram / pg_trgm) and the row mapping are
 * the server's. HTTP and JSON are left out (the api benchmark covers them).
 *
 * Kinds of query, each timed many times with varied input:
 *   filtered    substring (a random 3–6 letter fragment of a generated word) + country + price range
 *   first page  no filter at all, newest first
 *   substring   the fragment alone (where the trigram index does all the work)
 *   ships_to    products whose store ships to a random country (a fifth of the stores ship to a
 *               list, the others everywhere), newest first
 *   ships_to filtered  the filtered query with ships_to too
 *
 * Then, on the same catalogue, the calls through HTTP (bench/lib/shop-http.mjs): the built API started
 * on it and driven by autocannon at 10 connections: search (filtered, substring, first page, a typo
 * fallback) p95 ≤ 20 ms, facets (a common and a rare text) ≤ 50 ms, suggest ≤ 10 ms; each both as
 * served (answers kept while the catalogue is unchanged) and every call afresh.
 * `http: false` leaves them out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogue, loadPostgres, loadSqlite } from './lib/catalogue.mjs';
import { startApi } from './lib/api-server.mjs';
import { HTTP_CONNECTIONS, HTTP_TARGETS_P95_MS, httpPlan, measureHttp } from './lib/shop-http.mjs';
import { apiDist, createPostgresDatabase, percentile, round, saveResult, seededRandom, table } from './lib/util.mjs';

export const SHOP_TARGET_P95_MS = 30;
const PAGE_SIZE = 24; // the API's default page

function queryPlan({ iterations, seed = 99, shipsToKinds = true }) {
  const { words, countries } = catalogue({ count: 0 });
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const fragment = () => {
    let word = pick(words);
    while (word.length < 3) word = pick(words);
    const length = Math.min(word.length, 3 + Math.floor(random() * 4));
    const start = Math.floor(random() * (word.length - length + 1));
    return word.slice(start, start + length);
  };
  const plan = [];
  // The ship-to kinds draw from their own random: the other kinds' input is what it always was.
  const shipsRandom = seededRandom(seed + 1);
  const shipsPick = (list) => list[Math.floor(shipsRandom() * list.length)];
  for (let i = 0; i < iterations; i += 1) {
    const minDollars = 1 + Math.floor(random() * 800);
    const filtered = { q: fragment(), country: pick(countries), minCents: minDollars * 100, maxCents: (minDollars + 200) * 100, limit: PAGE_SIZE };
    plan.push({ kind: 'filtered', search: filtered });
    plan.push({ kind: 'first page', search: { limit: PAGE_SIZE } });
    plan.push({ kind: 'substring', search: { q: fragment(), limit: PAGE_SIZE } });
    if (shipsToKinds) {
      plan.push({ kind: 'ships_to', search: { shipsTo: shipsPick(countries), limit: PAGE_SIZE } });
      plan.push({ kind: 'ships_to filtered', search: { ...filtered, shipsTo: shipsPick(countries) } });
    }
  }
  return plan;
}

async function timeQueries(handle, plan, warmup) {
  const { searchProducts } = apiDist('repositories/product-search.js');
  for (const { search } of plan.slice(0, warmup)) await searchProducts(handle.db, handle.dialect, search);
  const timings = {};
  const found = {};
  const plans = {};
  for (const { kind, search } of plan) {
    const t0 = process.hrtime.bigint();
    const { items, plan: how } = await searchProducts(handle.db, handle.dialect, search);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    (timings[kind] ??= []).push(ms);
    (found[kind] ??= []).push(items.length);
    (plans[kind] ??= {})[how] = (plans[kind][how] ?? 0) + 1;
  }
  return Object.entries(timings).map(([kind, list]) => ({
    kind,
    queries: list.length,
    p50Ms: round(percentile(list, 50)),
    p95Ms: round(percentile(list, 95)),
    maxMs: round(Math.max(...list)),
    fullPages: found[kind].filter((n) => n === PAGE_SIZE).length,
    emptyPages: found[kind].filter((n) => n === 0).length,
    // Which way the repository went in (see api-server/src/repositories/product-search.ts).
    plans: plans[kind],
  }));
}

/** `plan`'s figures against the built API started on the loaded catalogue (SQLite: dataDir; PostgreSQL: databaseUrl). */
async function measureOnApi({ dataDir, databaseUrl, env }, plan, seconds, log) {
  const api = await startApi({ dataDir, databaseUrl, env });
  try {
    // As served: the steady state once each text has been asked (the first asking: SEARCH_ANSWERS_KEPT=0).
    return await measureHttp(api.url, plan, { seconds, log, askEachFirst: env?.SEARCH_ANSWERS_KEPT !== '0' });
  } finally {
    await api.stop();
  }
}

/**
 * The HTTP figures. The API keeps search pages, facet counts and suggestions
 * while the catalogue is unchanged (SEARCH_ANSWERS_KEPT) and each figure asks its 500 texts over and
 * over, so every figure is also measured with every call answered afresh (SEARCH_ANSWERS_KEPT=0):
 * what a text asked for the first time since the last change costs.
 */
async function timeHttp({ dataDir, databaseUrl, plan, seconds, log }) {
  log(`  through HTTP (autocannon, ${HTTP_CONNECTIONS} connections, ${seconds} s per figure)…`);
  const figures = await measureOnApi({ dataDir, databaseUrl }, plan, seconds, log);
  const kept = plan.map((figure) => ({ ...figure, name: `${figure.name}, every call afresh` }));
  if (kept.length > 0) {
    log('  every figure again with every call answered afresh (SEARCH_ANSWERS_KEPT=0)…');
    figures.push(...await measureOnApi({ dataDir, databaseUrl, env: { SEARCH_ANSWERS_KEPT: '0' } }, kept, seconds, log));
  }
  return figures;
}

export async function runShopBench({ products = 1_000_000, postgres = true, iterations = 300, http = true, httpSeconds = 8, log = console.log } = {}) {
  const { openDatabase } = apiDist('db/connect.js');
  const plan = queryPlan({ iterations });
  const figures = http ? httpPlan({ products }) : [];
  const runs = [];

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-shop-'));
  try {
    log(`shop: generating ${products.toLocaleString('en')} products into SQLite…`);
    let t0 = Date.now();
    await loadSqlite({ dataDir, count: products, seed: 3 });
    const loadSeconds = round((Date.now() - t0) / 1000, 1);
    log(`  loaded in ${loadSeconds} s; timing ${plan.length} queries…`);
    const handle = openDatabase({ databaseUrl: null, dataDir });
    try {
      runs.push({ database: 'sqlite', loadSeconds, kinds: await timeQueries(handle, plan, 30) });
    } finally {
      await handle.close();
    }
    if (http) runs.at(-1).http = await timeHttp({ dataDir, plan: figures, seconds: httpSeconds, log });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (postgres) {
    // BENCH_SHOP_DATABASE: another name, when several checkouts share one PostgreSQL server.
    const database = await createPostgresDatabase(process.env.BENCH_SHOP_DATABASE ?? 'marketplace_bench_shop');
    try {
      log(`shop: generating ${products.toLocaleString('en')} products into PostgreSQL…`);
      const t0 = Date.now();
      await loadPostgres({ databaseUrl: database.url, count: products, seed: 3 });
      const loadSeconds = round((Date.now() - t0) / 1000, 1);
      log(`  loaded in ${loadSeconds} s; timing ${plan.length} queries…`);
      const handle = openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() });
      try {
        runs.push({ database: 'postgres', loadSeconds, kinds: await timeQueries(handle, plan, 30) });
      } finally {
        await handle.close();
      }
      if (http) {
        const apiDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-shop-api-'));
        try {
          runs.at(-1).http = await timeHttp({ dataDir: apiDataDir, databaseUrl: database.url, plan: figures, seconds: httpSeconds, log });
        } finally {
          rmSync(apiDataDir, { recursive: true, force: true });
        }
      }
    } finally {
      await database.drop();
    }
  }

  const rows = runs.flatMap((run) =>
    run.kinds.map((k) => [run.database, k.kind, k.queries, `${k.p50Ms} ms`, `${k.p95Ms} ms`, `${k.maxMs} ms`, `${k.fullPages}/${k.emptyPages}`, Object.entries(k.plans).map(([p, n]) => `${p} ${n}`).join(', ')]),
  );
  log(`\nShop query on ${products.toLocaleString('en')} products (repository function searchProducts, page of ${PAGE_SIZE}):`);
  log(table(['database', 'query', 'n', 'p50', 'p95', 'max', 'full/empty pages', 'plans'], rows));
  const judged = runs.flatMap((run) => run.kinds.filter((k) => k.kind !== 'substring').map((k) => ({ database: run.database, ...k })));
  const met = judged.every((k) => k.p95Ms <= SHOP_TARGET_P95_MS);
  log(`target: p95 ≤ ${SHOP_TARGET_P95_MS} ms for the filtered query and the first page: ${met ? 'met' : 'NOT met'}`);
  const httpRows = runs.flatMap((run) => (run.http ?? []).map((f) => [run.database, f.figure, f.requests, `${f.p50Ms} ms`, `${f.p95Ms} ms`, `≤ ${f.targetMs} ms`, f.non2xx + f.errors, f.met ? 'met' : 'NOT met', f.loadAverage.join(' '), f.answers]));
  let httpMet = null;
  if (httpRows.length > 0) {
    httpMet = runs.every((run) => run.http.every((f) => f.met));
    log(`\nThrough HTTP (built API, autocannon, ${HTTP_CONNECTIONS} connections, ${httpSeconds} s each):`);
    log(table(['database', 'figure', 'n', 'p50', 'p95', 'target', 'failed', '', 'load average', 'answers (sample of 20)'], httpRows));
  }
  const file = saveResult('shop', {
    settings: { products, iterationsPerKind: iterations, pageSize: PAGE_SIZE, via: 'api-server/dist/repositories/product-search.js searchProducts (in process, no HTTP)' },
    target: { p95Ms: SHOP_TARGET_P95_MS, met },
    httpTarget: { p95Ms: HTTP_TARGETS_P95_MS, connections: HTTP_CONNECTIONS, seconds: httpSeconds, met: httpMet },
    runs,
  });
  log(`saved ${file}`);
  return runs;
}
