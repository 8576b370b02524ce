/**
 * What the benchmarks of the API's repository functions share (insights, trust): the same rows
 * loaded into SQLite and into PostgreSQL, the functions timed in process on a connection opened by
 * the server's own `openDatabase` (HTTP left out), and the results printed as one table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openMigrated } from './catalogue.mjs';
import { apiDist, createPostgresDatabase, percentile, require, round, table } from './util.mjs';

/** A migrated SQLite database in `dataDir`, opened for bulk loading (better-sqlite3, WAL). */
export async function openSqliteForLoad(dataDir) {
  const handle = await openMigrated({ dataDir });
  await handle.close();
  const { SQLITE_FILE_NAME, registerSearchFunctions } = apiDist('db/connect.js');
  const Database = require('better-sqlite3');
  const db = new Database(path.join(dataDir, SQLITE_FILE_NAME));
  db.pragma('journal_mode = WAL');
  // Products' triggers and name index call search_fold (migration 010).
  registerSearchFunctions(db);
  return db;
}

/** A migrated PostgreSQL database at `databaseUrl`, connected for bulk loading (pg; the caller ends it). */
export async function connectPostgresForLoad(databaseUrl) {
  const handle = await openMigrated({ dataDir: '/nonexistent', databaseUrl });
  await handle.close();
  const { Client } = require('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

/**
 * Times `fn` `iterations` times after a warm-up of up to 5 calls: p50, p95 and max in ms, and what
 * `describe` reads from the last call's answer (e.g. how many items a page held).
 */
export async function timeCall(label, iterations, fn, describe = () => ({})) {
  for (let i = 0; i < Math.min(5, iterations); i += 1) await fn(); // warm-up
  const list = [];
  let sample;
  for (let i = 0; i < iterations; i += 1) {
    const t0 = process.hrtime.bigint();
    sample = await fn();
    list.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return { query: label, n: iterations, p50Ms: round(percentile(list, 50)), p95Ms: round(percentile(list, 95)), maxMs: round(Math.max(...list)), ...describe(sample) };
}

async function measureOpened(openOptions, measure) {
  const { openDatabase } = apiDist('db/connect.js');
  const handle = openDatabase(openOptions);
  try {
    return await measure(handle);
  } finally {
    await handle.close();
  }
}

async function timedLoad(log, load) {
  const t0 = Date.now();
  await load();
  log(`  loaded in ${round((Date.now() - t0) / 1000, 1)} s`);
}

/**
 * Loads a temporary SQLite database (`loadSqlite(dataDir)`) and measures it, then, with `postgres`,
 * a temporary PostgreSQL database (`loadPostgres(url)`, named after `name`); each removed after.
 * Returns `[{ database: 'sqlite' | 'postgres', results }]`, results being what `measure(handle)` gives.
 */
export async function measureOnBothDatabases({ name, intro, postgres, log, loadSqlite, loadPostgres, measure }) {
  const runs = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  try {
    log(`${name}: ${intro} into SQLite…`);
    await timedLoad(log, () => loadSqlite(dataDir));
    runs.push({ database: 'sqlite', results: await measureOpened({ databaseUrl: null, dataDir }, measure) });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (postgres) {
    const database = await createPostgresDatabase(`marketplace_bench_${name}`);
    try {
      log(`${name}: the same into PostgreSQL…`);
      await timedLoad(log, () => loadPostgres(database.url));
      runs.push({ database: 'postgres', results: await measureOpened({ databaseUrl: database.url, dataDir: os.tmpdir() }, measure) });
    } finally {
      await database.drop();
    }
  }
  return runs;
}

/** The runs as one table: database, query, n, p50, p95, max, and a last column (`[header, value of a result]`). */
export function runsTable(runs, [lastHeader, lastValue]) {
  return table(['database', 'query', 'n', 'p50', 'p95', 'max', lastHeader], runs.flatMap((run) =>
    run.results.map((r) => [run.database, r.query, r.n, `${r.p50Ms} ms`, `${r.p95Ms} ms`, `${r.maxMs} ms`, lastValue(r)]),
  ));
}
