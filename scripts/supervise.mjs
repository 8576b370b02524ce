/**
 * Tiny process supervisor shared by start.mjs and dev.mjs: starts named children with prefixed
 * output, waits until their URLs answer, and stops all of them (and itself) on Ctrl+C, SIGTERM, or
 * when any child exits on its own.
 */
import { spawn } from 'node:child_process';

const children = [];
let stopping = false;

function prefixLines(name, stream, target) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => pending && target.write(`[${name}] ${pending}\n`));
}

/**
 * Starts `command args…` as a named child in its own process group. A child started with
 * `mayExit: true` (one of several API instances) may stop on its own without stopping the rest.
 */
export function startChild(name, command, args, { env = {}, cwd, mayExit = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so stopping it also stops whatever it spawned
  });
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (mayExit) {
      console.error(`[${name}] exited (${signal ?? `code ${code}`})`);
      return;
    }
    console.error(`[${name}] exited (${signal ?? `code ${code}`}); stopping everything`);
    stopAll(code || 1);
  });
  children.push({ name, child });
  return child;
}

/** Stops every child (SIGTERM, then SIGKILL after 5 s) and exits with `code`. */
export function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  const killGroup = (child, signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  for (const { child } of alive) killGroup(child, 'SIGTERM');
  const force = setTimeout(() => {
    for (const { child } of alive) killGroup(child, 'SIGKILL');
    process.exit(code);
  }, 5000);
  force.unref();
  Promise.all(alive.map(({ child }) => new Promise((resolve) => child.once('exit', resolve)))).then(() =>
    process.exit(code),
  );
  if (alive.length === 0) process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));

/** Resolves once `url` answers with a status below 500; rejects after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (stopping) throw new Error('stopped');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}
