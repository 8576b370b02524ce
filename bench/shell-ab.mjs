#!/usr/bin/env node
/**
 * The shell's rendering server of two built checkouts, side by side: `node bench/shell-ab.mjs
 * --a <checkout> --b <checkout> [--rounds 3] [--seconds 5]`. Each checkout must hold its own builds
 * (`npm run build` there). One API (this checkout's build, demo data) serves both; each side serves
 * its own remotes and runs its own shell server twice (every request rendered, and as `npm start`
 * serves it, with the guests' page cache). The rounds take turns on which side goes first, so a
 * change in the machine's load falls on both; each round measures every public page with 20 clients
 * in a closed loop, and reads the shell server's CPU time per request from /proc, which stays
 * meaningful when other work slows the wall clock, and its resident memory at the end of the run
 * (what a render keeps after its answer shows there). Nothing is asserted; the medians are printed.
 */
import { parseArgs } from 'node:util';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closedLoop } from './lib/closed-loop.mjs';
import { startApi } from './lib/api-server.mjs';
import { freePort, processCpuMs, processRssMB, round, startProcess, stopAllProcesses, stopProcess, table, waitForUrl } from './lib/util.mjs';

const { values } = parseArgs({ options: { a: { type: 'string' }, b: { type: 'string' }, rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '5' } } });
if (!values.a || !values.b) {
  console.error('Usage: node bench/shell-ab.mjs --a <checkout> --b <checkout> [--rounds 3] [--seconds 5]');
  process.exit(2);
}
const sides = { A: path.resolve(values.a), B: path.resolve(values.b) };
for (const [name, dir] of Object.entries(sides)) {
  if (!existsSync(path.join(dir, 'shell/dist-server/main.js'))) throw new Error(`${name}: ${dir} has no shell build (run npm run build there)`);
}
const rounds = Number(values.rounds);
const durationMs = Number(values.seconds) * 1000;

async function startSide(name, dir, apiPort) {
  const ports = { customer: await freePort(), seller: await freePort(), rendered: await freePort(), cached: await freePort() };
  const env = { CUSTOMER_PORT: String(ports.customer), SELLER_PORT: String(ports.seller), API_PORT: String(apiPort), PUBLIC_HOST: 'localhost' };
  const statics = ['customer', 'seller'].map((app) =>
    startProcess(`${name}-${app}`, process.execPath, [path.join(dir, 'scripts/serve-static.mjs'), path.join(dir, `${app}-app/dist`), String(ports[app])], { env, cwd: dir }),
  );
  await Promise.all(['customer', 'seller'].map((app, i) => waitForUrl(`http://127.0.0.1:${ports[app]}/mf-manifest.json`, { child: statics[i] })));
  const shell = (port, extra) => startProcess(`${name}-shell-${port}`, process.execPath, [path.join(dir, 'shell/dist-server/main.js')], { env: { ...env, SHELL_PORT: String(port), ...extra }, cwd: dir });
  const shells = { rendered: shell(ports.rendered, { SSR_CACHE_SECONDS: '0' }), cached: shell(ports.cached, {}) };
  await Promise.all(Object.entries(shells).map(([kind, child]) => waitForUrl(`http://127.0.0.1:${ports[kind]}/config.json`, { child })));
  return { name, ports, shells, stop: () => Promise.all([...statics, ...Object.values(shells)].map(stopProcess)) };
}

/** One closed-loop run, with the server's CPU milliseconds per request over it and its memory after. */
async function measure(child, url) {
  const cpuBefore = processCpuMs(child.pid);
  const run = await closedLoop(url, { connections: 20, durationMs, warmupMs: 1000 });
  const cpuMs = processCpuMs(child.pid) - cpuBefore;
  if (Object.keys(run.statuses).some((status) => status !== '200')) throw new Error(`${url}: answers ${JSON.stringify(run.statuses)}`);
  return { p95: run.p95, perSecond: run.perSecond, cpuPerRequestMs: run.requests > 0 ? cpuMs / run.requests : NaN, rssMB: processRssMB(child.pid), load: os.loadavg()[0] };
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-shell-ab-'));
  // Only the shells' servers call the API here (no browser), so CORS is left at its default.
  const api = await startApi({ dataDir, env: { SEED_DEMO: '1' } });
  const running = [await startSide('A', sides.A, api.port), await startSide('B', sides.B, api.port)];
  const [product] = (await (await fetch(`${api.url}/api/products?limit=1`)).json()).items;
  const routes = ['/', '/shop', `/product/${product.product_id}`, `/store/${product.store_name}`];
  const samples = [];
  try {
    for (let roundIndex = 0; roundIndex < rounds; roundIndex += 1) {
      const order = roundIndex % 2 === 0 ? running : [...running].reverse();
      for (const side of order) {
        for (const route of routes) {
          for (const kind of ['rendered', 'cached']) {
            const sample = await measure(side.shells[kind], `http://127.0.0.1:${side.ports[kind]}${route}`);
            samples.push({ side: side.name, route, kind, ...sample });
            console.log(`round ${roundIndex + 1} ${side.name} ${kind.padEnd(8)} ${route}: p95 ${sample.p95} ms, ${sample.perSecond} req/s, CPU ${round(sample.cpuPerRequestMs, 2)} ms/request, ${sample.rssMB} MB, load ${round(sample.load, 2)}`);
          }
        }
      }
    }
  } finally {
    await Promise.all([api.stop(), ...running.map((side) => side.stop())]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rows = [];
  for (const route of routes) {
    for (const kind of ['rendered', 'cached']) {
      const of = (name) => samples.filter((s) => s.side === name && s.route === route && s.kind === kind);
      const [a, b] = [of('A'), of('B')];
      const p95 = [median(a.map((s) => s.p95)), median(b.map((s) => s.p95))];
      const cpu = [median(a.map((s) => s.cpuPerRequestMs)), median(b.map((s) => s.cpuPerRequestMs))];
      const rss = [median(a.map((s) => s.rssMB)), median(b.map((s) => s.rssMB))];
      rows.push([route, kind, `${p95[0]} / ${p95[1]} ms`, `${round(p95[1] / p95[0], 2)}×`, `${round(cpu[0], 2)} / ${round(cpu[1], 2)} ms`, `${round(cpu[1] / cpu[0], 2)}×`, `${rss[0]} / ${rss[1]} MB`]);
    }
  }
  console.log(`\nA = ${sides.A}\nB = ${sides.B}\nmedians of ${rounds} rounds (20 clients, ${values.seconds} s each):`);
  console.log(table(['page', 'server', 'p95 A / B', 'B ÷ A', 'CPU per request A / B', 'B ÷ A', 'memory after A / B'], rows));
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAllProcesses());
