#!/usr/bin/env node
/**
 * Checkout of two built checkouts, in turns: `node bench/checkout-ab.mjs --a <checkout> --b
 * <checkout> [--rounds 4] [--databases sqlite,postgres] [--keys no,yes]`. Each checkout must hold
 * its own API build (`npm run build -w api-server` there). Each round runs each side's own
 * `bench/checkout.mjs` (50 buyers, its own fresh database, its own server), the sides taking turns
 * on which goes first, so a change in the machine's speed falls on both. SQLite runs by default
 * beside PostgreSQL as a control: a change to PostgreSQL's path that moves SQLite's figure too is
 * the machine drifting. Nothing is asserted; per-round orders/s and the server's CPU per request,
 * the medians and B ÷ A are printed, with any oversell.
 */
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { round, table } from './lib/util.mjs';

const { values } = parseArgs({
  options: {
    a: { type: 'string' }, b: { type: 'string' }, rounds: { type: 'string', default: '4' },
    databases: { type: 'string', default: 'sqlite,postgres' }, keys: { type: 'string', default: 'no,yes' },
  },
});
if (!values.a || !values.b) {
  console.error('Usage: node bench/checkout-ab.mjs --a <checkout> --b <checkout> [--rounds 4] [--databases sqlite,postgres] [--keys no,yes]');
  process.exit(2);
}
const sides = { A: path.resolve(values.a), B: path.resolve(values.b) };
for (const [name, dir] of Object.entries(sides)) {
  if (!existsSync(path.join(dir, 'api-server/dist/index.js'))) throw new Error(`${name}: ${dir} has no API build (run npm run build -w api-server there)`);
}
const databases = values.databases.split(',');
const keys = values.keys.split(',').map((k) => k === 'yes');
const rounds = Number(values.rounds);

const label = (run) => `${run.database}${run.idempotencyKeys ? ', key' : ''}`;
const median = (list) => {
  const sorted = [...list].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** "A → B" of a figure's medians, or – where a side's runs have none (SQLite runs inside the API). */
const medianArrow = (a, b, figure) => {
  const of = (runs) => runs.map(figure).filter((x) => x !== null && x !== undefined);
  return of(a).length && of(b).length ? `${median(of(a))} → ${median(of(b))}` : '–';
};

/** results[side][label] = runs in round order. */
const results = { A: {}, B: {} };
for (let r = 0; r < rounds; r += 1) {
  const order = r % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
  for (const side of order) {
    // Each side's own bench code, from its own tree (its seed, its server, its database).
    process.chdir(sides[side]);
    const { runCheckoutBench } = await import(pathToFileURL(path.join(sides[side], 'bench/checkout.mjs')).href);
    const runs = await runCheckoutBench({ log: () => {}, databases, keys, rounds: 1 });
    for (const run of runs.filter((x) => databases.includes(x.database) && keys.includes(x.idempotencyKeys))) {
      (results[side][label(run)] ??= []).push(run);
      console.log(`round ${r + 1} ${side} ${label(run)}: ${run.ordersPerSecond} orders/s, ${run.serverCpuMicrosPerRequest} µs CPU/request (database ${run.databaseCpuMicrosPerRequest ?? '–'} µs), oversell ${run.oversell}, stock mismatches ${run.stockMismatches}`);
    }
  }
}

const rows = Object.keys(results.A).map((name) => {
  const a = results.A[name] ?? [];
  const b = results.B[name] ?? [];
  const ordersA = median(a.map((x) => x.ordersPerSecond));
  const ordersB = median(b.map((x) => x.ordersPerSecond));
  return [
    name,
    a.map((x) => x.ordersPerSecond).join(' / '),
    b.map((x) => x.ordersPerSecond).join(' / '),
    round(ordersB / ordersA, 2),
    medianArrow(a, b, (x) => x.serverCpuMicrosPerRequest),
    medianArrow(a, b, (x) => x.databaseCpuMicrosPerRequest),
    [...a, ...b].reduce((sum, x) => sum + x.oversell + x.stockMismatches, 0),
  ];
});
console.log(`\nCheckout, A = ${sides.A}, B = ${sides.B}, ${rounds} rounds in turns:`);
console.log(table(['run', 'A: orders/s', 'B: orders/s', 'median B ÷ A', 'server CPU µs/request, median A → B', 'database CPU µs/request (PostgreSQL)', 'oversell + mismatches'], rows));
