#!/usr/bin/env node
/**
 * The API's single-row reads of two built checkouts, side by side: `node bench/api-ab.mjs --a
 * <checkout> --b <checkout> [--rounds 5] [--seconds 5] [--postgres] [--path <path>]…`. Each checkout must hold its own API build
 * (`npm run build -w api-server` there). Each side runs its own `api-server/dist/index.js`
 * (`NODE_ENV=production`, `LOG_LEVEL=warn`) on its own fresh SQLite `DATA_DIR` (with --postgres,
 * its own fresh database beside BENCH_POSTGRES_URL's) with the demo data (`SEED_DEMO=1`), so both
 * hold the same products and stores through their own migrations and seed.
 * `GET /api/product/{id}` and `GET /api/store/{name}` (and each `--path`, say a list of many rows:
 * `--path /api/product/get/it/all`) are measured with autocannon (10 connections;
 * 3 s unmeasured on each side and path before the first round; in each round a 1 s warm-up, then
 * the measurement); the server's CPU time per request is read from /proc over the
 * measurement, which stays meaningful when other work slows the wall clock. The rounds take turns
 * on which side goes first, so a change in the machine's load falls on both. Nothing is asserted;
 * the per-round figures, the medians and B ÷ A are printed, with each side's answer sizes.
 */
import { parseArgs } from 'node:util';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_LOG_LEVEL, startApi } from './lib/api-server.mjs';
import { createPostgresDatabase, processCpuMs, require, round, sleep, stopAllProcesses, table } from './lib/util.mjs';

const autocannon = require('autocannon');

const { values } = parseArgs({
  options: { a: { type: 'string' }, b: { type: 'string' }, rounds: { type: 'string', default: '5' }, seconds: { type: 'string', default: '5' }, postgres: { type: 'boolean', default: false }, path: { type: 'string', multiple: true, default: [] } },
});
if (!values.a || !values.b) {
  console.error('Usage: node bench/api-ab.mjs --a <checkout> --b <checkout> [--rounds 5] [--seconds 5] [--postgres] [--path <path>]…');
  process.exit(2);
}
const sides = { A: path.resolve(values.a), B: path.resolve(values.b) };
for (const [name, dir] of Object.entries(sides)) {
  if (!existsSync(path.join(dir, 'api-server/dist/index.js'))) throw new Error(`${name}: ${dir} has no API build (run npm run build -w api-server there)`);
}
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const CONNECTIONS = 10;
const WARMUP_SECONDS = 1;
/** Before the first round, each side serves each path this long unmeasured: the JIT's first compilations. */
const FIRST_WARMUP_SECONDS = 3;

/**
 * The demo seed may go on working after the server answers (orders, pictures): wait until the
 * server's CPU over a second is nearly nothing, so that none of it is counted as a request's cost.
 */
async function settle(child, { quietMsPerSecond = 20, timeoutMs = 120_000 } = {}) {
  const start = Date.now();
  for (;;) {
    const before = processCpuMs(child.pid);
    await sleep(1000);
    const used = processCpuMs(child.pid) - before;
    if (before === null || used <= quietMsPerSecond) return;
    if (Date.now() - start > timeoutMs) throw new Error(`${child.name}: still busy (${used} ms of CPU a second) after ${timeoutMs / 1000} s`);
  }
}

async function get(base, route) {
  const response = await fetch(`${base}${route}`);
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

/**
 * A product and a store both sides serve: among A's first products, in the order its shop lists
 * them, those B answers 200 for with the same product name and store for the same id; the first
 * whose product and store both carry ratings on a side that has them (`rating_count` above 0), so
 * that a rated read is measured, or else the first.
 */
async function choosePaths(a, b) {
  const page = JSON.parse((await get(a.url, '/api/products?limit=50')).body);
  let chosen = null;
  for (const product of page.items) {
    const productPath = `/api/product/${product.product_id}`;
    const storePath = `/api/store/${encodeURIComponent(product.store_name)}`;
    const answers = await Promise.all([a, b].flatMap((side) => [get(side.url, productPath), get(side.url, storePath)]));
    if (answers.some((answer) => answer.status !== 200)) continue;
    const [productA, storeA, productB, storeB] = answers.map((answer) => JSON.parse(answer.body));
    if (productA.name !== productB.name || productA.store_name !== productB.store_name) continue;
    const paths = [
      { name: 'GET /api/product/{id}', path: productPath },
      { name: 'GET /api/store/{name}', path: storePath },
    ];
    chosen ??= paths;
    const rated = (x, y) => (x.rating_count ?? 0) > 0 || (y.rating_count ?? 0) > 0;
    if (rated(productA, productB) && rated(storeA, storeB)) return paths;
  }
  if (!chosen) throw new Error("no product among side A's first 50 that side B serves too (same id, name and store)");
  return chosen;
}

/** Warm-up, then the measured run, with the server's CPU microseconds per request over the latter. */
async function measure(side, route) {
  const url = `${side.url}${route}`;
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const cpuBefore = processCpuMs(side.child.pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  const cpuMs = cpuBefore === null ? null : processCpuMs(side.child.pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors + result.timeouts > 0) {
    throw new Error(`${side.name} ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return {
    requestsPerSecond: round(result.requests.average, 0),
    cpuMicrosPerRequest: cpuMs === null ? null : round((cpuMs * 1000) / Math.max(1, result.requests.total), 1),
    load: round(os.loadavg()[0], 2),
  };
}

const median = (xs) => {
  const sorted = [...xs].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const dataDirs = [];
  const databases = [];
  const running = [];
  try {
    // One after the other: each seed has the machine to itself.
    for (const [name, dir] of Object.entries(sides)) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-api-ab-${name}-`));
      dataDirs.push(dataDir);
      const database = values.postgres ? await createPostgresDatabase(`marketplace_bench_ab_${name.toLowerCase()}`) : undefined;
      if (database) databases.push(database);
      const api = await startApi({ dataDir, databaseUrl: database?.url, checkout: dir, name: `api-${name}`, env: { SEED_DEMO: '1' } });
      await settle(api.child);
      running.push({ name, dir, ...api });
    }
    const [a, b] = running;
    const endpoints = [...(await choosePaths(a, b)), ...values.path.map((extra) => ({ name: `GET ${extra}`, path: extra }))];

    console.log(`A = ${a.dir}\nB = ${b.dir}\n`);
    console.log('answer sizes (bytes):');
    const sizeRows = [];
    for (const endpoint of endpoints) {
      const [answerA, answerB] = await Promise.all([get(a.url, endpoint.path), get(b.url, endpoint.path)]);
      sizeRows.push([endpoint.name, endpoint.path, answerA.body.length, answerB.body.length]);
    }
    console.log(`${table(['endpoint', 'path', 'A bytes', 'B bytes'], sizeRows)}\n`);

    for (const side of running) {
      for (const endpoint of endpoints) await autocannon({ url: `${side.url}${endpoint.path}`, connections: CONNECTIONS, duration: FIRST_WARMUP_SECONDS });
    }
    const samples = [];
    for (let roundIndex = 0; roundIndex < rounds; roundIndex += 1) {
      const order = roundIndex % 2 === 0 ? running : [...running].reverse();
      for (const endpoint of endpoints) {
        for (const side of order) {
          const sample = await measure(side, endpoint.path);
          samples.push({ round: roundIndex + 1, first: order[0].name, side: side.name, endpoint: endpoint.name, ...sample });
          console.log(`round ${roundIndex + 1} ${side.name} ${endpoint.name}: ${sample.requestsPerSecond} req/s, server CPU ${sample.cpuMicrosPerRequest} µs/request, load ${sample.load}`);
        }
      }
    }

    const summary = [];
    for (const endpoint of endpoints) {
      const of = (name) => samples.filter((s) => s.side === name && s.endpoint === endpoint.name);
      const [sa, sb] = [of('A'), of('B')];
      const rows = sa.map((x, i) => [x.round, x.first, x.requestsPerSecond, sb[i].requestsPerSecond, x.cpuMicrosPerRequest, sb[i].cpuMicrosPerRequest, `${x.load} / ${sb[i].load}`]);
      const rps = [median(sa.map((s) => s.requestsPerSecond)), median(sb.map((s) => s.requestsPerSecond))];
      const cpu = [median(sa.map((s) => s.cpuMicrosPerRequest)), median(sb.map((s) => s.cpuMicrosPerRequest))];
      rows.push(['median', '', rps[0], rps[1], round(cpu[0], 1), round(cpu[1], 1), '']);
      rows.push(['B ÷ A', '', `${round(rps[1] / rps[0], 3)}×`, '', `${round(cpu[1] / cpu[0], 3)}×`, '', '']);
      console.log(`\n${endpoint.name} (${endpoint.path}):`);
      console.log(table(['round', 'first', 'A req/s', 'B req/s', 'A CPU µs/req', 'B CPU µs/req', 'load 1m A / B'], rows));
      summary.push([endpoint.name, rps[0], rps[1], `${round(rps[1] / rps[0], 3)}×`, round(cpu[0], 1), round(cpu[1], 1), `${round(cpu[1] / cpu[0], 3)}×`]);
    }
    const loads = samples.map((s) => s.load);
    console.log(`\nmedians of ${rounds} rounds (${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${seconds} s, LOG_LEVEL=${BENCH_LOG_LEVEL}; load 1m ${Math.min(...loads)}–${Math.max(...loads)}):`);
    console.log(table(['endpoint', 'A req/s', 'B req/s', 'B ÷ A', 'A CPU µs/req', 'B CPU µs/req', 'B ÷ A'], summary));
  } finally {
    await Promise.all(running.map((side) => side.stop()));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    for (const database of databases) await database.drop();
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAllProcesses());
