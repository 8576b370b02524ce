/**
 * Scale-out under a rolling restart: mixed browse load (the shop's first page and a search, product
 * pages, store pages, a picture width) through HAProxy in front of 3 API instances on PostgreSQL,
 * Redis and an s3rver bucket — the topology of `npm run start:cluster` (scripts/cluster.mjs) — for
 * 30 s at 100 connections, with one instance sent SIGTERM midway; then the same load against one
 * instance alone. Reported: requests/s, p99 latency, and the requests that failed as the client saw
 * them (connection errors, timeouts, non-2xx answers; target 0), and the ratio cluster / one.
 * Nothing is asserted. The graceful shutdown measured here is the API's (readiness 503 first, then
 * drain: lifecycle/shutdown.ts); HAProxy retries a request an instance refused while going away.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, freePort, machine, require, root, round, saveResult, sleep, startProcess, stopProcess, table, waitForUrl } from './lib/util.mjs';
import { loadPostgres } from './lib/catalogue.mjs';
import { emptyDataDir, haproxyBinary, instanceEnvironment, S3_BUCKET, startS3, writeHaproxyConfig } from '../scripts/cluster.mjs';

const autocannon = require('autocannon');

export const CLUSTER_TARGET_FAILED_REQUESTS = 0;
const PRODUCTS = 1000;

async function startRedis() {
  const port = await freePort();
  const child = startProcess('redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  for (let i = 0; i < 100; i++) {
    const net = await import('node:net');
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (up) return { url: `redis://127.0.0.1:${port}`, child };
    await sleep(50);
  }
  throw new Error('redis-server did not start (apt-get install redis-server)');
}

/** The mixed browse requests, each connection walking through them with random ids. */
function browseRequests(storeNames, pictures) {
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const paths = [
    () => '/api/products?limit=24',
    () => `/api/product/${1 + Math.floor(Math.random() * PRODUCTS)}`,
    () => `/api/store/${encodeURIComponent(pick(storeNames))}`,
    () => `/api/products?limit=24&q=${pick(['ta', 'an', 'or', 'el'])}`,
    () => `/api/product/${1 + Math.floor(Math.random() * PRODUCTS)}`,
    () => `${pick(pictures)}?w=320`,
  ];
  return paths.map((next) => ({ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }));
}

async function load(url, { connections, seconds, storeNames, pictures, midway }) {
  const run = autocannon({ url, connections, duration: seconds, requests: browseRequests(storeNames, pictures), timeout: 10 });
  let midwayResult;
  if (midway) midwayResult = sleep((seconds * 1000) / 2).then(midway);
  const result = await run;
  const failed = result.errors + result.timeouts + result.non2xx;
  return {
    requestsPerSecond: round(result.requests.average, 0),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    failed,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
    midway: midwayResult ? await midwayResult : undefined,
  };
}

export async function runClusterBench({ seconds = 30, connections = 100, log = console.log } = {}) {
  const database = await createPostgresDatabase('bench_cluster');
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'));
  const children = [];
  let s3;
  try {
    log(`loading ${PRODUCTS} products into PostgreSQL…`);
    await loadPostgres({ databaseUrl: database.url, count: PRODUCTS, seed: 11 });
    const redis = await startRedis();
    children.push(redis.child);
    s3 = await startS3({ port: await freePort(), directory: path.join(stateDir, 's3') });
    const secret = (await import('node:crypto')).randomBytes(48).toString('base64url');
    const instances = [];
    for (let i = 1; i <= 3; i++) {
      const port = await freePort();
      const dataDir = emptyDataDir(`bench-cluster-${i}`);
      const env = instanceEnvironment({ index: i, port, dataDir, databaseUrl: database.url, secret, redisUrl: redis.url, redisKeyPrefix: 'bench-cluster:', s3Endpoint: s3.endpoint, corsOrigins: 'http://localhost:8080', seedDemo: false });
      const child = startProcess(`api-${i}`, process.execPath, [path.join(root, 'api-server/dist/index.js')], { env: { ...env, LOG_LEVEL: 'warn' } });
      children.push(child);
      instances.push({ name: `api-${i}`, port, dataDir, child, url: `http://127.0.0.1:${port}` });
    }
    for (const instance of instances) await waitForUrl(`${instance.url}/api/ready`, { timeoutMs: 120_000, child: instance.child });

    const balancerPort = await freePort();
    const configFile = writeHaproxyConfig({ directory: stateDir, port: balancerPort, bindAddress: '127.0.0.1', instances });
    const haproxy = startProcess('haproxy', haproxyBinary(), ['-f', configFile, '-db']);
    children.push(haproxy);
    const balancer = `http://127.0.0.1:${balancerPort}`;
    await waitForUrl(`${balancer}/api/ready`, { timeoutMs: 30_000, child: haproxy });

    // Pictures in the bucket (the catalogue's rows point at a name that is not stored): three real ones.
    const { Client } = require('pg');
    const client = new Client({ connectionString: database.url });
    await client.connect();
    const storeNames = (await client.query('SELECT store_name FROM stores ORDER BY store_id LIMIT 50')).rows.map((r) => r.store_name);
    await client.end();
    const pictures = await uploadPictures(balancer);

    log(`cluster: ${connections} connections for ${seconds} s through HAProxy; SIGTERM to api-2 at ${seconds / 2} s…`);
    const victim = instances[1];
    const cluster = await load(balancer, {
      connections,
      seconds,
      storeNames,
      pictures,
      midway: async () => {
        const sent = Date.now();
        victim.child.kill('SIGTERM');
        const exit = await new Promise((resolve) => victim.child.once('exit', (code, signal) => resolve({ code, signal })));
        return { stoppedInMs: Date.now() - sent, exitCode: exit.code, exitSignal: exit.signal };
      },
    });
    log(`one instance (${instances[0].name} directly): ${connections} connections for ${seconds} s…`);
    const single = await load(instances[0].url, { connections, seconds, storeNames, pictures });

    const ratio = round(cluster.requestsPerSecond / Math.max(1, single.requestsPerSecond), 2);
    const met = cluster.failed <= CLUSTER_TARGET_FAILED_REQUESTS;
    log(
      table(
        ['Run', 'req/s', 'p50 / p99', 'requests', 'failed (errors, timeouts, non-2xx)'],
        [
          ['3 instances behind HAProxy, one SIGTERMed midway', cluster.requestsPerSecond, `${cluster.latencyP50Ms} / ${cluster.latencyP99Ms} ms`, cluster.requests, `${cluster.failed} (${cluster.errors}, ${cluster.timeouts}, ${cluster.non2xx})`],
          ['one instance, directly', single.requestsPerSecond, `${single.latencyP50Ms} / ${single.latencyP99Ms} ms`, single.requests, `${single.failed} (${single.errors}, ${single.timeouts}, ${single.non2xx})`],
        ],
      ),
    );
    log(`answers by status: cluster ${JSON.stringify(cluster.statusCodes)}, one instance ${JSON.stringify(single.statusCodes)}`);
    log(`SIGTERMed instance: exited ${cluster.midway?.exitSignal ?? `with code ${cluster.midway?.exitCode}`} ${cluster.midway?.stoppedInMs} ms after the signal`);
    log(`cluster / one instance: ${ratio}× requests/s (all on the same ${os.cpus().length} cores)`);
    log(`failed requests during the restart: ${cluster.failed} (target ${CLUSTER_TARGET_FAILED_REQUESTS}): ${met ? 'met' : 'NOT met'}`);
    saveResult('cluster', { machine: machine(), connections, seconds, cluster, single, ratio, met, bucket: S3_BUCKET });
    return { cluster, single, ratio, met };
  } finally {
    for (const child of children.reverse()) await stopProcess(child);
    await s3?.close().catch(() => undefined);
    await database.drop().catch(() => undefined);
    rmSync(stateDir, { recursive: true, force: true });
  }
}

/** Signs a store up over HTTP and adds three products with pictures; answers their picture paths. */
async function uploadPictures(baseUrl) {
  const sharp = require(require.resolve('sharp', { paths: [path.join(root, 'api-server')] }));
  const name = `bench_cluster_${Date.now().toString(36)}`;
  const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3366aa' } }).png().toBuffer();
  const form = new FormData();
  for (const [key, value] of Object.entries({ store_name: name, password: 'bench password', full_location: 'Bench', bio: 'Bench store' })) form.append(key, value);
  form.append('storeImg', new Blob([png], { type: 'image/png' }), 'store.png');
  const reg = await fetch(`${baseUrl}/api/store/reg`, { method: 'POST', body: form });
  if (reg.status !== 201) throw new Error(`store sign-up answered ${reg.status}: ${await reg.text()}`);
  const { token } = await (await fetch(`${baseUrl}/api/store/log`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ store_name: name, password: 'bench password' }) })).json();
  const pictures = [];
  for (let i = 0; i < 3; i++) {
    const product = new FormData();
    for (const [key, value] of Object.entries({ name: `Bench ${i}`, desc: 'Bench', price: '10', stock: '5', country: 'Japan' })) product.append(key, value);
    product.append('productImg', new Blob([png], { type: 'image/png' }), 'p.png');
    const res = await fetch(`${baseUrl}/api/product/add`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: product });
    if (res.status !== 201) throw new Error(`product add answered ${res.status}: ${await res.text()}`);
    pictures.push((await res.json()).product.img);
  }
  return pictures;
}
