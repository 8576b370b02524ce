/**
 * The shop's search calls through HTTP: the built API (`api-server/dist`,
 * bench/lib/api-server.mjs) started on an already generated catalogue, driven by autocannon at 10
 * connections, one figure at a time, each request's path drawn in turn from a list of varied input.
 * Each figure: a warm-up, then a measured run whose every response time is kept (autocannon's own
 * summary has no p95), with the machine's load average when it ended.
 *
 *   search filtered     q (a 3–6 letter fragment of a generated word) + country + price range
 *   search substring    the fragment alone
 *   search first page   no filter
 *   search typo         a generated word with one letter swapped for another, found nowhere as typed:
 *                       the typo fallback answers (`corrected`)
 *   facets common       q: a 3-letter fragment (thousands of matches: capped at 10,000)
 *   facets rare         q: the first two words of a generated product's name (a handful of matches)
 *   suggest             the first 2–6 letters of a generated word (what is typed so far)
 */
import os from 'node:os';
import { catalogue } from './catalogue.mjs';
import { percentile, require, round, seededRandom } from './util.mjs';

const autocannon = require('autocannon');

export const HTTP_CONNECTIONS = 10;
/** p95 targets of the issue, by kind of call. */
export const HTTP_TARGETS_P95_MS = { search: 20, facets: 50, suggest: 10 };

const VARIANTS = 500;

/** The paths of each figure, seeded (both databases get the same). */
export function httpPlan({ products, seed = 123 }) {
  const { words, countries, products: generated } = catalogue({ count: products, seed: 3 });
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const longWord = (min) => {
    let word = pick(words);
    while (word.length < min) word = pick(words);
    return word;
  };
  const fragment = (min = 3, max = 6) => {
    const word = longWord(min);
    const length = Math.min(word.length, min + Math.floor(random() * (max - min + 1)));
    const start = Math.floor(random() * (word.length - length + 1));
    return word.slice(start, start + length);
  };
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const typo = () => {
    for (;;) {
      const word = longWord(6);
      const at = 1 + Math.floor(random() * (word.length - 2));
      const wrong = word.slice(0, at) + pick([...letters].filter((l) => l !== word[at])) + word.slice(at + 1);
      // Found nowhere as typed (no generated word holds it): the first page is empty, the fallback answers.
      if (!words.some((w) => w.includes(wrong))) return wrong;
    }
  };
  const names = [];
  for (const p of generated()) {
    names.push(p.name.split(' ').slice(0, 2).join(' '));
    if (names.length === 5000) break;
  }
  const qs = (params) => `?${new URLSearchParams(params)}`;
  const list = (make) => Array.from({ length: VARIANTS }, make);
  return [
    { kind: 'search', name: 'search filtered', paths: list(() => {
      const min = 1 + Math.floor(random() * 800);
      return `/api/products${qs({ q: fragment(), country: pick(countries), min_price: min, max_price: min + 200 })}`;
    }) },
    { kind: 'search', name: 'search substring', paths: list(() => `/api/products${qs({ q: fragment() })}`) },
    { kind: 'search', name: 'search first page', paths: ['/api/products'] },
    { kind: 'search', name: 'search typo', paths: list(() => `/api/products${qs({ q: typo() })}`) },
    { kind: 'facets', name: 'facets common', paths: list(() => `/api/products/facets${qs({ q: fragment(3, 3) })}`) },
    { kind: 'facets', name: 'facets rare', paths: list(() => `/api/products/facets${qs({ q: pick(names) })}`) },
    { kind: 'suggest', name: 'suggest', paths: list(() => `/api/products/suggest${qs({ q: longWord(2).slice(0, 2 + Math.floor(random() * 5)) })}`) },
  ];
}

/** What the answers hold, from a sample of each figure's paths (asked one at a time). */
async function sampleAnswers(url, figure, size = 20) {
  const seen = { answers: 0, non200: 0, emptyPages: 0, corrected: 0, capped: 0, totals: [], items: 0 };
  for (const path of figure.paths.slice(0, size)) {
    const res = await fetch(`${url}${path}`);
    seen.answers += 1;
    if (res.status !== 200) {
      seen.non200 += 1;
      continue;
    }
    const body = await res.json();
    if (figure.kind === 'facets') {
      seen.totals.push(body.total);
      if (body.capped) seen.capped += 1;
    } else {
      seen.items += body.items.length;
      if (body.items.length === 0) seen.emptyPages += 1;
      if (body.corrected !== undefined) seen.corrected += 1;
    }
  }
  const median = seen.totals.length ? seen.totals.sort((a, b) => a - b)[Math.floor(seen.totals.length / 2)] : null;
  if (figure.kind === 'facets') return `${seen.capped}/${seen.answers} capped, median total ${median}${seen.non200 ? `, ${seen.non200} not 200` : ''}`;
  const perAnswer = round(seen.items / Math.max(1, seen.answers - seen.non200), 1);
  return `${perAnswer} items/answer, ${seen.emptyPages} empty${figure.name === 'search typo' ? `, ${seen.corrected} corrected` : ''}${seen.non200 ? `, ${seen.non200} not 200` : ''} (of ${seen.answers})`;
}

/** One autocannon run over `paths` (taken in turn), every response time kept. */
function drive(url, paths, { seconds, connections }) {
  let next = 0;
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({
      url,
      connections,
      duration: seconds,
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[(next++) % paths.length] }) }],
    }, (error, result) => (error ? reject(error) : resolve({ result, times })));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * Each different path asked once, `connections` at a time: with the API keeping answers while the
 * catalogue is unchanged, the measured run is then the steady state of texts asked before (what the
 * first asking costs is the figure measured with SEARCH_ANSWERS_KEPT=0), however long the first
 * askings take on the machine at hand, which a timed warm-up alone left to chance.
 */
async function askEachOnce(url, paths, connections) {
  const queue = [...new Set(paths)];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await (await fetch(`${url}${path}`)).arrayBuffer();
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

/**
 * Every figure of `plan` against the API at `url`; returns one row per figure. `askEachFirst`: ask
 * each different path once before the warm-up (askEachOnce).
 */
export async function measureHttp(url, plan, { seconds = 8, warmupSeconds = 2, connections = HTTP_CONNECTIONS, askEachFirst = false, log = console.log } = {}) {
  // Percentiles are of the answers that arrived: a run where few did (n small) says the calls take
  // longer than the run, whatever its p95; the requests still in flight at the end are not counted.
  const figures = [];
  for (const figure of plan) {
    const answers = await sampleAnswers(url, figure);
    if (askEachFirst) await askEachOnce(url, figure.paths, connections);
    await drive(url, figure.paths, { seconds: warmupSeconds, connections });
    const { result, times } = await drive(url, figure.paths, { seconds, connections });
    const target = HTTP_TARGETS_P95_MS[figure.kind];
    const row = {
      figure: figure.name,
      requests: times.length,
      requestsPerSecond: round(result.requests.average, 0),
      p50Ms: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      maxMs: round(times.reduce((a, b) => Math.max(a, b), 0)),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      targetMs: target,
      met: percentile(times, 95) <= target && result.non2xx === 0 && result.errors + result.timeouts === 0,
      loadAverage: os.loadavg().map((l) => round(l, 2)),
      answers,
    };
    log(`  ${row.figure}: p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms (target ≤ ${target} ms: ${row.met ? 'met' : 'NOT met'}), ${row.requests} answers, ${row.non2xx} not 2xx, ${row.errors} errors/timeouts, load ${row.loadAverage.join(' ')}; ${answers}`);
    figures.push(row);
  }
  return figures;
}
