/**
 * Small helpers every benchmark shares: paths, free ports, child processes, percentiles, tables,
 * a seeded random generator and the results folder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import processes from '../../scripts/lib/processes.cjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsDir = path.join(root, 'bench/results');
export const require = createRequire(path.join(root, 'package.json'));

/** The built API's modules (api-server/dist), loaded as the server loads them. */
export const apiDist = (relative) => require(path.join(root, 'api-server/dist', relative));

export const { freePort, stopProcess, stopAllProcesses } = processes;

/** Starts a child process (scripts/lib/processes.cjs), from the repository root unless `cwd` says otherwise; `quiet: false` shows its output. */
export function startProcess(name, command, args, { env = {}, cwd = root, quiet = true } = {}) {
  return processes.startProcess(name, command, args, { env, cwd, output: quiet ? 'keep' : 'prefix' });
}

/** Resolves once `url` answers below 500; rejects with the child's output after `timeoutMs` or when it exits. */
export const waitForUrl = (url, { timeoutMs = 60_000, child } = {}) => processes.waitForUrl(url, { timeoutMs, child });

// Ctrl+C during a benchmark stops its servers at once (they only hold throwaway data).
for (const name of ['SIGINT', 'SIGTERM']) {
  process.on(name, () => {
    void processes.stopAllProcesses(0);
    process.exit(130);
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Nearest-rank percentile of an unsorted list of numbers. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export const round = (value, digits = 2) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : value);

/** A plain text table: columns padded to their widest cell, numbers right-aligned. */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => (cell === undefined || cell === null ? '—' : String(cell))));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const isNumber = (text) => /^[-+]?[\d.,]+(\s?[%×x]|\sms|\sKB)?$/.test(text);
  const line = (row) => row.map((cell, i) => (isNumber(cell) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** mulberry32: the same data on every run and on both databases. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The country names the shop offers (shared-api's generated list). */
export function countryNames() {
  const source = readFileSync(path.join(root, 'shared-api/src/countries/countries.generated.ts'), 'utf8');
  return [...source.matchAll(/name: "([^"]+)"/g)].map((m) => m[1]);
}

/** Where and on what a run happened, saved with every result. */
export function machine() {
  let commit = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGB: round(os.totalmem() / 1024 ** 3, 1),
    // Other work on the machine skews every figure; the load at the end of the run says how busy it was.
    loadAverage1m: round(os.loadavg()[0], 2),
    platform: `${os.platform()} ${os.release()}`,
    commit,
  };
}

export function saveResult(name, data) {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ benchmark: name, machine: machine(), ...data }, null, 2)}\n`);
  return path.relative(root, file);
}

/** Runs `npm run build -w api-server` (tsc, a few seconds) so the bench measures the current code. */
export function buildApi() {
  try {
    execFileSync('npm', ['run', 'build', '-w', 'api-server'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    // tsc still writes dist/ when it reports type errors; measure that, but say so.
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim().split('\n').slice(-5).join('\n');
    if (!existsSync(path.join(root, 'api-server/dist/index.js'))) throw new Error(`npm run build -w api-server failed:\n${output}`);
    console.warn(`warning: npm run build -w api-server reported errors; measuring what it wrote to api-server/dist:\n${output}`);
  }
}

export const postgresAdminUrl = () => process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates a fresh database next to the admin URL's and returns its URL plus a drop function. */
export async function createPostgresDatabase(name) {
  const { Client } = require('pg');
  const admin = new Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: postgresAdminUrl() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Whether the PostgreSQL server of BENCH_POSTGRES_URL answers. */
export async function postgresAvailable() {
  const { Client } = require('pg');
  const client = new Client({ connectionString: postgresAdminUrl(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc. Per request, it says what a
 * call costs the server even when other work on the machine slows the wall clock; null off Linux.
 */
export function processCpuMs(pid) {
  return cpuMsOf(`/proc/${pid}/stat`);
}

/** The same for a process's main thread alone (Node's event loop), without its helper threads. */
export function mainThreadCpuMs(pid) {
  return cpuMsOf(`/proc/${pid}/task/${pid}/stat`);
}

function cpuMsOf(statFile) {
  try {
    const stat = readFileSync(statFile, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[11], fields[12] are utime and stime (fields 14 and 15 of proc(5)), in clock ticks.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
const CLOCK_TICKS_PER_SECOND = 100;

/** A process's resident memory in MB, from /proc (NaN off Linux or once it has ended). */
export function processRssMB(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

/**
 * CPU time (ms) used so far by every process named `command` (its /proc comm, e.g. `postgres`:
 * the server's backends and its writers), by pid; an empty map off Linux.
 */
export function commandCpuMs(command) {
  const byPid = new Map();
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return byPid;
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== command) continue;
    } catch {
      continue; // it ended meanwhile
    }
    const ms = processCpuMs(pid);
    if (ms !== null) byPid.set(pid, ms);
  }
  return byPid;
}

/** The CPU time (ms) spent between two commandCpuMs snapshots: a process started in between counts whole. */
export function cpuMsBetween(before, after) {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

/**
 * The CPU spent from now until `read()`: by the process `pid` (all its threads), by its main thread
 * alone (Node's event loop), by every process named `databaseCommand` (PostgreSQL's backends and
 * writers; none for SQLite, which runs inside the API) and by this process (the bench's clients).
 * A figure /proc cannot give (off Linux) is null.
 */
export function startCpuMeter(pid, { databaseCommand = null } = {}) {
  const before = {
    process: processCpuMs(pid),
    mainThread: mainThreadCpuMs(pid),
    database: databaseCommand ? commandCpuMs(databaseCommand) : null,
    self: process.cpuUsage(),
  };
  const since = (start, now) => (start === null || now === null ? null : now - start);
  return {
    read() {
      const { user, system } = process.cpuUsage(before.self);
      return {
        processMs: since(before.process, processCpuMs(pid)),
        mainThreadMs: since(before.mainThread, mainThreadCpuMs(pid)),
        databaseMs: before.database ? cpuMsBetween(before.database, commandCpuMs(databaseCommand)) : null,
        selfMs: (user + system) / 1000,
      };
    },
  };
}
