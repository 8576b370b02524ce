/**
 * Sign-in under a flood (docs/operations.md, "Password hashing"):
 * 1. each password-hash variant alone, in a process of its own (bench/lib/hash-cost.mjs): time per
 *    hash, hashes per second two at a time, memory;
 * 2. the built API (SQLite, production hashing, TRUST_PROXY=loopback so each flooding client has an
 *    address of its own in X-Forwarded-For): `flooders` clients sign in with unknown names, each
 *    from its own address, one after another as fast as answers come back, for `seconds`; meanwhile
 *    a real customer signs in with the right password from another address about once a second.
 *    Reported: the customer's answers and times, the flood's answers, the server's memory.
 *
 *   node bench/signin.mjs [--flooders 64] [--seconds 10] [--redis redis://127.0.0.1:6379] [--no-build]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startApi } from './lib/api-server.mjs';
import { buildApi, percentile, processRssMB, round, saveResult, sleep, table } from './lib/util.mjs';

const HASH_VARIANTS = ['argon2id-19m-t2', 'scrypt-15', 'scrypt-16', 'scrypt-17'];

function post(agent, url, body, forwardedFor) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.request(url, {
      method: 'POST',
      agent,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), 'X-Forwarded-For': forwardedFor },
    }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve({ status: response.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

export function measureHashVariants(log = console.log) {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib/hash-cost.mjs');
  const rows = HASH_VARIANTS.map((variant) => JSON.parse(execFileSync(process.execPath, [script, variant, '2'], { encoding: 'utf8' })));
  log(table(['variant', 'alone p50 ms', 'alone min ms', 'per second, 2 at once', 'memory growth MB'], rows.map((r) => [r.variant, r.aloneP50Ms, r.aloneMinMs, r.hashesPerSecond, r.rssGrowthMB])));
  return rows;
}

export async function runSignInFlood({ flooders = 64, seconds = 10, env = {}, log = console.log } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-signin-'));
  const api = await startApi({ dataDir, env: { TRUST_PROXY: 'loopback', ...env } });
  try {
    const person = { username: 'real_person', password: 'correct horse battery', full_location: '1 Main St, Lyon, France' };
    const agent = new http.Agent({ keepAlive: true, maxSockets: flooders + 2 });
    const registered = await post(agent, `${api.url}/api/user/reg`, person, '203.0.113.99');
    if (registered.status !== 201) throw new Error(`sign-up answered ${registered.status}`);
    await sleep(500);
    const rssBefore = processRssMB(api.child.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, processRssMB(api.child.pid));
    }, 50);

    let flooding = true;
    const flood = { statuses: {}, latencies: [] };
    const flooder = async (index) => {
      for (let i = 0; flooding; i++) {
        const { status, ms } = await post(agent, `${api.url}/api/user/log`, { username: `nobody_${index}_${i}`, password: 'guessed password' }, `198.18.${index}.1`);
        flood.statuses[status] = (flood.statuses[status] ?? 0) + 1;
        flood.latencies.push(ms);
      }
    };
    const clients = Array.from({ length: flooders }, (_, index) => flooder(index));
    const personAnswers = [];
    const deadline = Date.now() + seconds * 1000;
    while (Date.now() < deadline - 500) {
      await sleep(1000);
      personAnswers.push(await post(agent, `${api.url}/api/user/log`, { username: person.username, password: person.password }, '203.0.113.99'));
    }
    flooding = false;
    await Promise.all(clients);
    clearInterval(sampler);
    agent.destroy();

    const result = {
      flooders,
      seconds,
      person: {
        attempts: personAnswers.length,
        statuses: personAnswers.reduce((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {}),
        msEach: personAnswers.map((a) => round(a.ms, 0)),
        maxMs: round(Math.max(...personAnswers.map((a) => a.ms)), 0),
      },
      flood: {
        requests: flood.latencies.length,
        statuses: flood.statuses,
        p50Ms: round(percentile(flood.latencies, 50), 0),
        p99Ms: round(percentile(flood.latencies, 99), 0),
      },
      serverRssMB: { before: rssBefore, peak: rssPeak, growth: rssPeak - rssBefore },
    };
    log(`person: ${JSON.stringify(result.person)}`);
    log(`flood:  ${JSON.stringify(result.flood)}`);
    log(`server RSS: ${JSON.stringify(result.serverRssMB)}`);
    return result;
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      flooders: { type: 'string', default: '64' },
      seconds: { type: 'string', default: '10' },
      // The sign-in counters in Redis, as with several instances (a key prefix of this run's own).
      redis: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  if (!values['no-build']) buildApi();
  const hashes = measureHashVariants();
  const env = values.redis ? { REDIS_URL: values.redis, REDIS_KEY_PREFIX: `bench-signin-${process.pid}:` } : {};
  const flood = await runSignInFlood({ flooders: Number(values.flooders), seconds: Number(values.seconds), env });
  console.log(`saved ${saveResult('signin', { redis: Boolean(values.redis), hashes, flood })}`);
}
