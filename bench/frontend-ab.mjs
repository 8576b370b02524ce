#!/usr/bin/env node
/**
 * The main thread while the public pages load, two built checkouts side by side: `node
 * bench/frontend-ab.mjs --a <checkout> --b <checkout> [--rounds 5] [--pages /,/shop,...]
 * [--cpu 1] [--viewport 412x823] [--detail] [--module <name>] [--lighthouse]`. Each checkout must hold its builds (shell/dist, shell/dist-server,
 * customer-app/dist, seller-app/dist and scripts/). One API (this checkout's build, demo data)
 * serves both; each side serves its own remotes and shell server (as `npm start` serves it). Rounds
 * take turns on which side goes first, so a change in the machine's load falls on both; each load is
 * a CDP trace in a fresh browser context (bench/lib/long-tasks.mjs). Printed per page and side: the
 * median longest task and each load's, the first contentful paint and the blocking time after it;
 * with --detail, the longest task of each load by kind of work
 * (the trace events' own time, by name: ParseHTML, UpdateLayoutTree, Layout, v8.compile, …) and by
 * module (V8 samples); with --module, the task in which the named module ran longest (a part of its
 * attributed name, e.g. `warmIntl`), by the thread's CPU and the module's own samples, for a
 * change to one step of the start-up. With --lighthouse, each load is a Lighthouse mobile run instead
 * of a trace (its default settings, or `--cpu 8` for the bench's slower phone), and the medians of
 * its score and total blocking time are printed with benchmarkIndex beside them: one Lighthouse run
 * moves by a few points with the machine, so only turns on the same machine compare. Nothing is
 * asserted.
 */
import { parseArgs } from 'node:util';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lighthouseScores } from './frontend.mjs';
import { startApi } from './lib/api-server.mjs';
import { attributeScript, mainThreadTasks, traceLoad } from './lib/long-tasks.mjs';
import { freePort, require, round, startProcess, stopProcess, waitForUrl } from './lib/util.mjs';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/,/shop,/product/{id},/store/{name},/ar/shop' },
    cpu: { type: 'string', default: '1' },
    viewport: { type: 'string' },
    detail: { type: 'boolean', default: false },
    module: { type: 'string' },
    lighthouse: { type: 'boolean', default: false },
  },
});
if (!values.a || !values.b) {
  console.error('Usage: node bench/frontend-ab.mjs --a <checkout> --b <checkout> [--rounds 5] [--pages /,/shop] [--cpu 1] [--viewport 412x823] [--detail] [--module <name>] [--lighthouse]');
  process.exit(2);
}
const sides = { A: path.resolve(values.a), B: path.resolve(values.b) };
for (const [name, dir] of Object.entries(sides)) {
  if (!existsSync(path.join(dir, 'shell/dist-server/main.js'))) throw new Error(`${name}: ${dir} has no shell build`);
}
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const WRAPPERS = /^(RunTask|ThreadControllerImpl::RunTask|Receive mojo message|BlinkScheduler_|ThreadPool_|SequenceManager|TaskAnnotator|SimpleWatcher::OnHandleReady|Mojo|ProfileChunk|Profile)$/;

async function startSide(name, dir, apiPort, ports) {
  const env = { CUSTOMER_PORT: String(ports.customer), SELLER_PORT: String(ports.seller), API_PORT: String(apiPort), PUBLIC_HOST: 'localhost' };
  const statics = ['customer', 'seller'].map((app) =>
    startProcess(`${name}-${app}`, process.execPath, [path.join(dir, 'scripts/serve-static.mjs'), path.join(dir, `${app}-app/dist`), String(ports[app])], { env, cwd: dir }),
  );
  await Promise.all(['customer', 'seller'].map((app, i) => waitForUrl(`http://127.0.0.1:${ports[app]}/mf-manifest.json`, { child: statics[i] })));
  const shell = startProcess(`${name}-shell`, process.execPath, [path.join(dir, 'shell/dist-server/main.js')], { env: { ...env, SHELL_PORT: String(ports.shell) }, cwd: dir });
  await waitForUrl(`http://127.0.0.1:${ports.shell}/config.json`, { child: shell });
  const appByPort = { [ports.shell]: 'shell', [ports.customer]: 'customer', [ports.seller]: 'seller' };
  const dirs = { shell: 'shell/dist', customer: 'customer-app/dist', seller: 'seller-app/dist' };
  return {
    name,
    url: `http://localhost:${ports.shell}`,
    context: { appByPort, builtFile: (app, file) => (dirs[app] ? path.join(dir, dirs[app], file) : null), madeOf: () => null, detail: false },
    stop: () => Promise.all([...statics, shell].map(stopProcess)),
  };
}

/** The task in which a module whose attributed name holds `name` ran longest: { cpuMs, moduleMs }, or null. */
function taskRunning(tasks, name, context) {
  let found = null;
  for (const task of tasks) {
    const moduleMs = task.sampled.filter((x) => attributeScript(x, context).includes(name)).reduce((sum, x) => sum + x.ms, 0);
    if (moduleMs > 0 && (!found || moduleMs > found.moduleMs)) found = { cpuMs: task.cpuMs ?? 0, moduleMs: round(moduleMs, 1) };
  }
  return found;
}

/** The own time of every trace event inside [start, end) on the task's thread, by name (ms). */
function workByKind(events, task) {
  const inside = events
    .filter((e) => e.ph === 'X' && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && !WRAPPERS.test(e.name))
    .sort((x, y) => x.ts - y.ts || y.dur - x.dur);
  const stack = [];
  const own = new Map();
  for (const e of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (stack.length) stack.at(-1).self -= e.tdur ?? e.dur;
    const dur = e.tdur ?? e.dur;
    const node = { ts: e.ts, dur: e.dur, self: dur, name: e.name };
    stack.push(node);
    inside.nodes ??= [];
    inside.nodes.push(node);
  }
  for (const n of inside.nodes ?? []) own.set(n.name, (own.get(n.name) ?? 0) + Math.max(0, n.self));
  return [...own].filter(([, us]) => us >= 300).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([name, us]) => `${name} ${round(us / 1000, 1)}`).join(', ');
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-frontend-ab-'));
  const ports = {};
  for (const side of ['A', 'B']) ports[side] = { shell: await freePort(), customer: await freePort(), seller: await freePort() };
  const origins = Object.values(ports).flatMap((p) => Object.values(p)).flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
  const api = await startApi({ dataDir, env: { SEED_DEMO: '1', CORS_ORIGINS: origins.join(',') } });
  const running = [await startSide('A', sides.A, api.port, ports.A), await startSide('B', sides.B, api.port, ports.B)];
  const [product] = (await (await fetch(`${api.url}/api/products?limit=1`)).json()).items;
  const fill = (pattern) => pattern.replace('{id}', String(product.product_id)).replace('{name}', encodeURIComponent(product.store_name));
  const pages = values.pages.split(',');
  const cpuSlowdown = Number(values.cpu);
  // --viewport 412x823: Lighthouse's mobile window, for what a phone lays out (and what waits until it nears the screen).
  const [width, height] = (values.viewport ?? '').split('x').map(Number);
  const viewport = width > 0 && height > 0 ? { width, height } : undefined;
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const results = new Map();
  try {
    // A first load of each page on each side, not counted (the servers' page caches and the disk cache warm).
    for (const side of running) for (const page of pages) await (await fetch(`${side.url}${fill(page)}`)).text();
    for (let r = 0; r < Number(values.rounds); r += 1) {
      const order = r % 2 === 0 ? running : [...running].reverse();
      for (const page of pages) {
        for (const side of order) {
          if (values.lighthouse) {
            await lighthouseTurn(side, page, `${side.url}${fill(page)}`, cpuSlowdown, results);
            continue;
          }
          const { events } = await traceLoad(browser, `${side.url}${fill(page)}`, { cpuSlowdown, viewport });
          const tasks = mainThreadTasks(events, side.url);
          const longest = tasks[0];
          const key = `${page}|${side.name}`;
          const list = results.get(key) ?? [];
          const byCpu = [...tasks].sort((x, y) => (y.cpuMs ?? 0) - (x.cpuMs ?? 0))[0];
          // The style recalculations' CPU over the whole load (a full restyle of the page shows here).
          const thread = longest?.event;
          const styleMs = thread ? events.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid).reduce((sum, e) => sum + (e.tdur ?? e.dur) / 1000, 0) : 0;
          const totalCpu = tasks.reduce((sum, t) => sum + (t.cpuMs ?? 0), 0);
          const running = values.module ? taskRunning(tasks, values.module, side.context) : null;
          const { fcpMs, blockingMs } = blockingAfterFirstPaint(events, tasks);
          list.push({ wall: longest?.durationMs ?? 0, cpu: byCpu?.cpuMs ?? 0, over12: tasks.filter((t) => (t.cpuMs ?? 0) > 12).length, style: round(styleMs, 1), total: round(totalCpu, 0), fcp: fcpMs, blocking: blockingMs, module: running });
          results.set(key, list);
          const over = tasks.filter((t) => t.durationMs > 12).length;
          let line = `round ${r + 1} ${side.name} ${page}: longest ${longest?.durationMs} ms at ${longest?.startMs} ms, ${over} tasks > 12 ms; longest by CPU ${byCpu?.cpuMs} ms at ${byCpu?.startMs} ms; first paint ${fcpMs} ms, blocking after it ${blockingMs} ms; load ${round(os.loadavg()[0], 2)}`;
          if (values.module) line += `; ${values.module}: ${running ? `task CPU ${running.cpuMs} ms, its own samples ${running.moduleMs} ms` : 'did not run'}`;
          if (values.detail) {
            for (const t of [...tasks].sort((x, y) => (y.cpuMs ?? 0) - (x.cpuMs ?? 0)).slice(0, 3)) {
              const kinds = workByKind(events, t.event);
              const modules = t.sampled
                .map((x) => ({ ms: x.ms, name: attributeScript(x, side.context) }))
                .reduce((m, x) => m.set(x.name, (m.get(x.name) ?? 0) + x.ms), new Map());
              const top = [...modules].sort((x, y) => y[1] - x[1]).slice(0, 4).map(([n, ms]) => `${round(ms, 1)} ${n}`).join('; ');
              line += `\n    ${t.durationMs} ms (CPU ${t.cpuMs}) at ${t.startMs}: kinds [${kinds}]\n      samples [${top}]`;
            }
          }
          console.log(line);
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all([api.stop(), ...running.map((side) => side.stop())]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (values.lighthouse) {
    printLighthouse(pages, results);
    return;
  }
  console.log(`\nLongest task during load (${cpuSlowdown}× CPU), median of ${values.rounds} interleaved loads: wall clock, and the thread's CPU time in the task that took the most (the trace's tdur, less sensitive to other work on the machine); tasks over 12 ms of CPU:`);
  console.log('| Page | A wall | B wall | A CPU | B CPU | A CPU each | B CPU each | A tasks > 12 ms CPU | B tasks > 12 ms CPU | A / B style recalculation CPU | A / B main thread CPU | A / B first contentful paint | A / B blocking time after it |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  const moduleLines = [];
  for (const page of pages) {
    const a = results.get(`${page}|A`) ?? [];
    const b = results.get(`${page}|B`) ?? [];
    const m = (list, k) => median(list.map((x) => x[k]));
    if (values.module) {
      const ran = (list) => list.filter((x) => x.module).map((x) => x.module);
      const each = (list) => ran(list).map((x) => `${x.cpuMs} (${x.moduleMs})`).join(' / ');
      const med = (list, k) => (ran(list).length ? `${median(ran(list).map((x) => x[k]))} ms` : 'did not run');
      moduleLines.push(`| \`${page}\` | ${med(a, 'cpuMs')} | ${med(b, 'cpuMs')} | ${med(a, 'moduleMs')} | ${med(b, 'moduleMs')} | ${each(a)} | ${each(b)} |`);
    }
    console.log(`| \`${page}\` | ${m(a, 'wall')} ms | ${m(b, 'wall')} ms | ${m(a, 'cpu')} ms | ${m(b, 'cpu')} ms | ${a.map((x) => x.cpu).join(' / ')} | ${b.map((x) => x.cpu).join(' / ')} | ${m(a, 'over12')} | ${m(b, 'over12')} | ${m(a, 'style')} / ${m(b, 'style')} ms | ${m(a, 'total')} / ${m(b, 'total')} ms | ${m(a, 'fcp')} / ${m(b, 'fcp')} ms | ${m(a, 'blocking')} / ${m(b, 'blocking')} ms |`);
  }
  if (values.module) {
    console.log(`\nThe task in which ${values.module} ran longest: the thread's CPU in it and the module's own samples, median of the loads where it ran (each: CPU (samples)):`);
    console.log('| Page | A task CPU | B task CPU | A samples | B samples | A each | B each |');
    console.log('|---|---|---|---|---|---|---|');
    for (const line of moduleLines) console.log(line);
  }
}

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor((xs.length - 1) / 2)];

/** One Lighthouse mobile run of `url` (default settings, or 8× CPU when `cpuSlowdown` is 8 or more), kept under the page and side. */
async function lighthouseTurn(side, page, url, cpuSlowdown, results) {
  const [run] = await lighthouseScores([{ page: { pattern: page }, url, setting: cpuSlowdown >= 8 ? 'slow-cpu' : 'default' }], console.log);
  const key = `${page}|${side.name}`;
  results.set(key, [...(results.get(key) ?? []), run]);
  console.log(`${side.name} ${page}: Lighthouse ${run.score}, TBT ${run.totalBlockingTimeMs} ms, LCP ${run.largestContentfulPaintMs} ms, CLS ${run.cumulativeLayoutShift}; benchmarkIndex ${run.benchmarkIndex}, load ${run.loadAverage1m}`);
}

function printLighthouse(pages, results) {
  console.log('\nLighthouse mobile, medians of the interleaved runs (each run: score / TBT):');
  console.log('| Page | A score | B score | A TBT | B TBT | A LCP | B LCP | A runs | B runs | benchmarkIndex A / B |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const page of pages) {
    const [a, b] = ['A', 'B'].map((side) => results.get(`${page}|${side}`) ?? []);
    const m = (list, k) => median(list.map((x) => x[k]));
    const each = (list) => list.map((x) => `${x.score} / ${x.totalBlockingTimeMs}`).join(', ');
    console.log(`| \`${page}\` | ${m(a, 'score')} | ${m(b, 'score')} | ${m(a, 'totalBlockingTimeMs')} ms | ${m(b, 'totalBlockingTimeMs')} ms | ${m(a, 'largestContentfulPaintMs')} ms | ${m(b, 'largestContentfulPaintMs')} ms | ${each(a)} | ${each(b)} | ${m(a, 'benchmarkIndex')} / ${m(b, 'benchmarkIndex')} |`);
  }
}

/**
 * The first contentful paint (ms from the first task) and the blocking time after it as Lighthouse
 * counts it (each task's time after the paint beyond 50 ms, summed): with `--cpu 4` a stand-in for
 * Lighthouse's TBT, from the trace rather than its simulation.
 */
function blockingAfterFirstPaint(events, tasks) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const first = Math.min(...tasks.map((t) => t.event.ts));
  if (!paint || !Number.isFinite(first)) return { fcpMs: null, blockingMs: null };
  const blockingUs = tasks.reduce((sum, t) => sum + Math.max(0, t.event.ts + t.event.dur - Math.max(t.event.ts, paint.ts) - 50_000), 0);
  return { fcpMs: round((paint.ts - first) / 1000, 0), blockingMs: round(blockingUs / 1000, 0) };
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
