/**
 * API throughput: autocannon against the built server (fresh SQLite DATA_DIR, 1,000 generated
 * products; and, unless `postgres: false`, a second instance on PostgreSQL holding the same 1,000
 * products) and, taking turns, against a bare Node `http` server answering the very same bytes, and
 * against Fastify alone answering them (the framework's floor: no hooks, logger, schema or database).
 * Same connections and duration for every side, a warm-up before each measurement, rounds alternate
 * which side goes first; the best round of each side is kept.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSqlite } from './lib/catalogue.mjs';
import { BENCH_LOG_LEVEL, startApi } from './lib/api-server.mjs';
import { loadPostgres } from './lib/catalogue.mjs';
import { createPostgresDatabase, freePort, processCpuMs, require, root, round, saveResult, startProcess, stopProcess, table, waitForUrl } from './lib/util.mjs';

const autocannon = require('autocannon');

export const API_TARGET_RATIO = 0.6;
/** PostgreSQL answers each read through a socket to another process: its own target. */
export const API_POSTGRES_TARGET_RATIO = 0.3;

async function measure(url, pid, { connections, seconds, warmupSeconds }) {
  await autocannon({ url, connections, duration: warmupSeconds });
  const cpuBefore = processCpuMs(pid);
  const result = await autocannon({ url, connections, duration: seconds });
  const cpuMs = cpuBefore === null ? null : processCpuMs(pid) - cpuBefore;
  return {
    // Server CPU per answered request: what a call costs, even when the machine is shared.
    serverCpuMicrosPerRequest: cpuMs === null ? null : round((cpuMs * 1000) / Math.max(1, result.requests.total), 0),
    requestsPerSecond: round(result.requests.average, 0),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    throughputMBps: round(result.throughput.average / 1024 / 1024, 2),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

export async function runApiBench({ products = 1000, connections = 10, seconds = 10, warmupSeconds = 3, rounds = 2, postgres = true, log = console.log } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-pg-'));
  let api;
  let apiPg;
  let pgDatabase;
  let bare;
  let floor;
  try {
    log(`api: loading ${products} products into a fresh SQLite DATA_DIR…`);
    await loadSqlite({ dataDir, count: products, seed: 1 });
    api = await startApi({ dataDir });
    if (postgres) {
      // The same seed: the same rows and ids, so the same paths and (dates aside) the same bytes.
      pgDatabase = await createPostgresDatabase(process.env.BENCH_API_DATABASE ?? 'marketplace_bench_api');
      log(`api: loading ${products} products into PostgreSQL…`);
      await loadPostgres({ databaseUrl: pgDatabase.url, count: products, seed: 1 });
      apiPg = await startApi({ dataDir: pgDataDir, databaseUrl: pgDatabase.url });
    }

    const productId = Math.ceil(products / 2);
    const product = await (await fetch(`${api.url}/api/product/${productId}`)).json();
    const endpoints = [
      { name: 'GET /api/product/{id}', path: `/api/product/${productId}` },
      { name: 'GET /api/store/{name}', path: `/api/store/${encodeURIComponent(product.store_name)}` },
      { name: `GET /api/product/get/it/all (${products})`, path: '/api/product/get/it/all' },
    ];

    // Record the API's exact answers for the bare server.
    const answers = {};
    for (const endpoint of endpoints) {
      const response = await fetch(`${api.url}${endpoint.path}`);
      if (response.status !== 200) throw new Error(`${endpoint.path} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      endpoint.bytes = body.length;
      answers[endpoint.path] = { status: 200, contentType: response.headers.get('content-type'), bodyBase64: body.toString('base64') };
    }
    const answersFile = path.join(dataDir, 'bare-answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const barePort = await freePort();
    bare = startProcess('bare', process.execPath, [path.join(root, 'bench/lib/bare-server.mjs'), answersFile, String(barePort)]);
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await waitForUrl(`${bareUrl}${endpoints[0].path}`, { child: bare });
    const floorPort = await freePort();
    floor = startProcess('fastify-floor', process.execPath, [path.join(root, 'bench/lib/fastify-floor-server.mjs'), answersFile, String(floorPort)]);
    const floorUrl = `http://127.0.0.1:${floorPort}`;
    await waitForUrl(`${floorUrl}${endpoints[0].path}`, { child: floor });

    const options = { connections, seconds, warmupSeconds };
    const results = [];
    for (const endpoint of endpoints) {
      const runs = { api: [], bare: [], floor: [], ...(apiPg ? { apiPostgres: [] } : {}) };
      const sides = { api: [api.url, api.child.pid], bare: [bareUrl, bare.pid], floor: [floorUrl, floor.pid], ...(apiPg ? { apiPostgres: [apiPg.url, apiPg.child.pid] } : {}) };
      for (let r = 0; r < rounds; r += 1) {
        const first = ['api', ...(apiPg ? ['apiPostgres'] : []), 'bare', 'floor'];
        const order = r % 2 === 0 ? first : [...first].reverse();
        for (const side of order) {
          const [base, pid] = sides[side];
          const run = await measure(`${base}${endpoint.path}`, pid, options);
          runs[side].push(run);
          log(`  ${endpoint.name} ${side} round ${r + 1}: ${run.requestsPerSecond} req/s, p50 ${run.latencyP50Ms} ms, p99 ${run.latencyP99Ms} ms, server CPU ${run.serverCpuMicrosPerRequest} µs/request`);
        }
      }
      const best = (list) => list.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
      const apiBest = best(runs.api);
      const bareBest = best(runs.bare);
      const floorBest = best(runs.floor);
      const pgBest = apiPg ? best(runs.apiPostgres) : null;
      results.push({
        endpoint: endpoint.name,
        path: endpoint.path,
        responseBytes: endpoint.bytes,
        api: apiBest,
        bare: bareBest,
        fastifyFloor: floorBest,
        ratio: round(apiBest.requestsPerSecond / bareBest.requestsPerSecond, 3),
        floorRatio: round(floorBest.requestsPerSecond / bareBest.requestsPerSecond, 3),
        apiPostgres: pgBest,
        postgresRatio: pgBest ? round(pgBest.requestsPerSecond / bareBest.requestsPerSecond, 3) : null,
        // Bare CPU per request over the API's: the throughput ratio to expect when both are CPU-bound on a quiet core.
        cpuRatio: apiBest.serverCpuMicrosPerRequest && bareBest.serverCpuMicrosPerRequest
          ? round(Math.min(...runs.bare.map((x) => x.serverCpuMicrosPerRequest)) / Math.min(...runs.api.map((x) => x.serverCpuMicrosPerRequest)), 3)
          : null,
        rounds: runs,
      });
    }

    const rows = results.map((r) => [
      r.endpoint,
      r.api.requestsPerSecond,
      `${r.api.latencyP50Ms} ms`,
      `${r.api.latencyP99Ms} ms`,
      r.bare.requestsPerSecond,
      `${r.bare.latencyP50Ms} ms`,
      `${r.bare.latencyP99Ms} ms`,
      `${r.ratio.toFixed(2)}×`,
      r.fastifyFloor.requestsPerSecond,
      `${r.floorRatio.toFixed(2)}×`,
      Math.min(...r.rounds.api.map((x) => x.serverCpuMicrosPerRequest)),
      Math.min(...r.rounds.bare.map((x) => x.serverCpuMicrosPerRequest)),
      Math.min(...r.rounds.floor.map((x) => x.serverCpuMicrosPerRequest)),
      r.cpuRatio === null ? null : `${r.cpuRatio.toFixed(2)}×`,
    ]);
    log(`\nAPI vs bare Node http (${connections} connections, ${seconds} s after ${warmupSeconds} s warm-up, best of ${rounds} rounds, LOG_LEVEL=${BENCH_LOG_LEVEL}):`);
    log(table(['endpoint', 'API req/s', 'p50', 'p99', 'bare req/s', 'p50', 'p99', 'ratio', 'Fastify alone req/s', 'its ratio', 'API CPU µs/req', 'bare CPU µs/req', 'Fastify alone CPU µs/req', 'CPU ratio'], rows));
    const singleRows = results.slice(0, 2);
    const meetsTarget = singleRows.every((r) => r.ratio >= API_TARGET_RATIO);
    log(`target: at least ${API_TARGET_RATIO}× the bare server for the two single-row reads on SQLite: ${meetsTarget ? 'met' : 'NOT met'}`);
    let meetsPostgresTarget = null;
    if (apiPg) {
      log(`\nThe same API on PostgreSQL (same products and paths), against the same bare server's best round:`);
      log(table(['endpoint', 'API on PostgreSQL req/s', 'p50', 'p99', 'ratio', 'API CPU µs/req'], results.map((r) => [
        r.endpoint, r.apiPostgres.requestsPerSecond, `${r.apiPostgres.latencyP50Ms} ms`, `${r.apiPostgres.latencyP99Ms} ms`, `${r.postgresRatio.toFixed(2)}×`,
        Math.min(...r.rounds.apiPostgres.map((x) => x.serverCpuMicrosPerRequest)),
      ])));
      meetsPostgresTarget = singleRows.every((r) => r.postgresRatio >= API_POSTGRES_TARGET_RATIO);
      log(`target: at least ${API_POSTGRES_TARGET_RATIO}× the bare server for the two single-row reads on PostgreSQL: ${meetsPostgresTarget ? 'met' : 'NOT met'}`);
    }

    const file = saveResult('api', {
      settings: { products, connections, seconds, warmupSeconds, rounds, databases: apiPg ? ['sqlite', 'postgres'] : ['sqlite'], logLevel: BENCH_LOG_LEVEL, bestOf: 'highest req/s per side' },
      target: { singleRowReadRatio: API_TARGET_RATIO, met: meetsTarget, postgresSingleRowReadRatio: API_POSTGRES_TARGET_RATIO, postgresMet: meetsPostgresTarget },
      results,
    });
    log(`saved ${file}`);
    return results;
  } finally {
    await Promise.all([api?.stop(), apiPg?.stop(), stopProcess(bare), stopProcess(floor)]);
    await pgDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}
