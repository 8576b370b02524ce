#!/usr/bin/env node
/**
 * Markdown tables of the latest results in bench/results/ (the figures of the README's Performance
 * section come from here): `node bench/summarize.mjs`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resultsDir } from './lib/util.mjs';

const load = (name) => {
  const file = path.join(resultsDir, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};
const md = (headers, rows) => [`| ${headers.join(' | ')} |`, `|${headers.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
const when = (r) => `${r.machine.date.slice(0, 16).replace('T', ' ')} UTC, load average ${r.machine.loadAverage1m ?? '?'}`;
const out = [];

const api = load('api');
if (api) {
  out.push(`API vs bare Node http (${when(api)}; ${api.settings.connections} connections, ${api.settings.seconds} s, best of ${api.settings.rounds}):\n`);
  out.push(
    md(
      ['Call', 'API req/s', 'p50 / p99', 'bare req/s', 'p50 / p99', 'ratio', 'Fastify alone req/s (ratio)', 'server CPU per request API / bare / Fastify alone', 'CPU ratio'],
      api.results.map((r) => [
        `\`${r.endpoint}\``,
        r.api.requestsPerSecond,
        `${r.api.latencyP50Ms} / ${r.api.latencyP99Ms} ms`,
        r.bare.requestsPerSecond,
        `${r.bare.latencyP50Ms} / ${r.bare.latencyP99Ms} ms`,
        `${r.ratio.toFixed(2)}×`,
        r.fastifyFloor ? `${r.fastifyFloor.requestsPerSecond} (${r.floorRatio.toFixed(2)}×)` : '—',
        [r.rounds.api, r.rounds.bare, r.rounds.floor ?? []].filter((l) => l.length > 0).map((l) => Math.min(...l.map((x) => x.serverCpuMicrosPerRequest))).join(' / ') + ' µs',
        r.cpuRatio === null ? '—' : `${r.cpuRatio.toFixed(2)}×`,
      ]),
    ),
  );
}

const shop = load('shop');
if (shop) {
  out.push(`\nShop query on ${shop.settings.products.toLocaleString('en')} products (${when(shop)}; ${shop.settings.iterationsPerKind} queries of each kind):\n`);
  out.push(
    md(
      ['Database', 'Query', 'p50', 'p95', 'max', 'plans taken', 'bulk load'],
      shop.runs.flatMap((run) =>
        run.kinds.map((k) => [run.database, k.kind, `${k.p50Ms} ms`, `${k.p95Ms} ms`, `${k.maxMs} ms`, Object.entries(k.plans ?? {}).map(([p, n]) => `${p} ${n}`).join(', ') || '—', `${run.loadSeconds} s`]),
      ),
    ),
  );
  const http = shop.runs.filter((run) => run.http);
  if (http.length > 0) {
    out.push(`\nThrough HTTP (built API, autocannon, ${shop.httpTarget.connections} connections, ${shop.httpTarget.seconds} s each):\n`);
    out.push(
      md(
        ['Database', 'Figure', 'n', 'p50', 'p95', 'failed', 'target (p95)', 'load average'],
        http.flatMap((run) =>
          run.http.map((f) => [run.database, f.figure, f.requests, `${f.p50Ms} ms`, `${f.p95Ms} ms`, f.non2xx + f.errors, `≤ ${f.targetMs} ms: ${f.met ? 'met' : 'NOT met'}`, f.loadAverage.join(' ')]),
        ),
      ),
    );
  }
}

const checkout = load('checkout');
if (checkout) {
  out.push(`\nCheckout, ${checkout.settings.buyers} concurrent buyers × ${checkout.settings.linesPerBuyer} lines (${when(checkout)}):\n`);
  out.push(
    md(
      ['Database', 'Idempotency-Key', 'orders/s (median)', 'each round', 'load average (1 min)', 'requests/s', 'server CPU per order request', 'database CPU per order request', 'ceiling: event loop / machine / server', 'placed', 'refused (409)', 'oversell', 'stock mismatches'],
      checkout.runs.map((r) => [
        r.database, r.idempotencyKeys ? 'yes' : 'no', r.ordersPerSecond, (r.rounds ?? [r]).map((x) => x.ordersPerSecond).join(' / '), (r.rounds ?? []).map((x) => x.loadAverage1m).join(' / '), r.requestsPerSecond,
        `${r.serverCpuMicrosPerRequest} µs`,
        r.database === 'sqlite' ? 'in the server' : r.databaseCpuMicrosPerRequest == null ? '—' : `${r.databaseCpuMicrosPerRequest} µs`,
        r.machineCeilingOrdersPerSecond == null ? '—' : `${r.eventLoopCeilingOrdersPerSecond} / ${r.machineCeilingOrdersPerSecond} / ${r.serverCeilingOrdersPerSecond}`,
        r.placed, r.refusedNotEnoughStock, r.oversell, r.stockMismatches,
      ]),
    ),
  );
}

const insights = load('insights');
if (insights) {
  out.push(`\nSeller dashboard, ${insights.settings.ordersOfStore.toLocaleString('en')} orders in the store (${insights.settings.ordersInAll.toLocaleString('en')} in all; ${when(insights)}):\n`);
  out.push(
    md(
      ['Database', 'query', 'p50', 'p95', 'max', 'orders counted'],
      insights.runs.flatMap((run) => run.results.map((r) => [run.database, r.query, `${r.p50Ms} ms`, `${r.p95Ms} ms`, `${r.maxMs} ms`, r.ordersCounted?.toLocaleString('en') ?? ''])),
    ),
  );
}

const frontend = load('frontend');
if (frontend) {
  const page = (route) => `\`${route.replace(/\/\d+$/, '/{id}')}\``;
  const verdict = (met) => (met === undefined || met === null ? '' : met ? 'met' : 'NOT met');
  out.push(`\nFirst-load JS per route (${when(frontend)}):\n`);
  out.push(md(['Route', 'gzip', 'own code', 'files', 'on the wire (Brotli)'], frontend.firstLoad.map((f) => (f.available === false ? [page(f.route), 'not available (404)', '', '', ''] : [page(f.route), `${f.gzipKB} KB`, f.ownCodeKB === undefined ? '' : `${f.ownCodeKB} KB`, f.files, `${f.transferredKB} KB`]))));
  const parts = frontend.homeFirstLoadParts;
  if (parts) {
    out.push(`\nThe home page's first load by part (estimated from the source maps):\n`);
    out.push(md(['Part', 'KB gzip'], [...Object.entries(parts.requiredLibraries), ['the required libraries, together', parts.requiredLibrariesKB], ['everything else', parts.everythingElseKB]]));
  }
  if (frontend.homeOwnCode) {
    out.push(`\nThe home page's own code by part (target ≤ ${frontend.target.ownCodeGzipKB} KB: ${verdict(frontend.homeOwnCode.met)}):\n`);
    out.push(md(['Part', 'KB gzip'], [...Object.entries(frontend.homeOwnCode.parts), ['own code, together', frontend.homeOwnCode.kb]]));
  }
  if (frontend.languages) {
    const baseline = frontend.target.englishHomeOwnCodeBaseline;
    out.push(`\nOwn code per language (the English home page before translation: ${baseline.kb} KB, ${baseline.measured}):\n`);
    out.push(
      md(
        ['Route', 'gzip', 'own code', 'i18n runtime', 'i18n messages', 'Δ English home', 'Δ before translation', 'Δ same page in English', 'target'],
        frontend.languages.map((r) => (r.available ? [page(r.route), `${r.gzipKB} KB`, `${r.ownCodeKB} KB`, `${r.i18nRuntimeKB} KB`, `${r.i18nMessagesKB} KB`, `${r.toEnglishHomeKB} KB`, `${r.toBaselineKB} KB`, r.toSameEnglishPageKB === null ? '' : `${r.toSameEnglishPageKB} KB`, verdict(r.met)] : [page(r.route), 'not available (404)', '', '', '', '', '', '', ''])),
      ),
    );
  }
  if (frontend.render) {
    const { staticFile, routes } = frontend.render;
    out.push(`\nServer render cost, 20 clients at once; every request rendered, and as served (guests' page cache):\n`);
    out.push(
      md(
        ['Page', 'p50', 'p95', 'p99', 'req/s', 'p95 ÷ static', 'p95 as served'],
        [
          ['static `index.html`', `${staticFile.p50} ms`, `${staticFile.p95} ms`, `${staticFile.p99} ms`, staticFile.perSecond, '1×', '—'],
          ...routes.map((r) => [page(r.route), `${r.rendered.p50} ms`, `${r.rendered.p95} ms`, `${r.rendered.p99} ms`, r.rendered.perSecond, `${r.p95RatioToStatic}×`, `${r.cached.p95} ms`]),
        ],
      ),
    );
  }
  if (frontend.lighthouse.length > 0 || frontend.lighthouseNotAvailable?.length > 0) {
    out.push(`\nLighthouse ${frontend.settings.lighthouse} mobile performance:\n`);
    out.push(
      md(
        ['Route', 'CPU', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'benchmarkIndex', 'load', 'target'],
        [
          ...frontend.lighthouse.map((s) => [page(s.route), `${s.cpuSlowdownMultiplier ?? 4}×`, s.score, `${s.firstContentfulPaintMs} ms`, `${s.largestContentfulPaintMs} ms`, `${s.totalBlockingTimeMs} ms`, s.cumulativeLayoutShift, s.benchmarkIndex, s.loadAverage1m ?? '', verdict(s.met)]),
          ...(frontend.lighthouseNotAvailable ?? []).map((route) => [page(route), '', 'not available (404)', '', '', '', '', '', '', '']),
        ],
      ),
    );
  }
  if (frontend.longTasks?.length > 0) {
    out.push(`\nThe longest main-thread task during load (CDP trace; target ≤ ${frontend.target.longestTaskMs} ms unthrottled):\n`);
    out.push(
      md(
        ['Route', 'unthrottled (median)', 'each load', '4× CPU', 'load', 'the longest task unthrottled: modules that ran (V8 samples)', 'target'],
        frontend.longTasks.map((t) =>
          t.available
            ? [page(t.route), `${t.unthrottled.longestMs} ms`, t.unthrottled.longestOfEachRunMs.join(' / '), `${t.cpu4x.longestMs} ms`, t.unthrottled.loadAverage1m, (t.unthrottled.top[0]?.sampled ?? []).slice(0, 3).map((x) => `${x.ms} ms ${x.script}`).join('; '), verdict(t.met)]
            : [page(t.route), 'not available (404)', '', '', '', '', ''],
        ),
      ),
    );
  }
}

console.log(out.join('\n'));
