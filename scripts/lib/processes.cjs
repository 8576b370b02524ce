/**
 * Child processes for everything that starts servers: `npm start` and the cluster (scripts/), the
 * benchmarks (bench/), the browser tests (e2e/) and the API's process tests. One way to find a free
 * port, start a named child, wait until it answers, and stop it with whatever it started.
 *
 * CommonJS with JSDoc types, so that Node scripts (ESM) and TypeScript (allowJs) both use it as is.
 */
const { spawn } = require('node:child_process');
const { createServer } = require('node:net');

/**
 * @typedef {import('node:child_process').ChildProcess & { name: string, output(): string }} ManagedProcess
 * @typedef {'prefix' | 'keep' | 'ignore'} OutputMode
 *   prefix: each line goes to this process's stdout/stderr as `[name] line` (and is kept);
 *   keep: kept only, for the error when it fails to start; ignore: not even kept.
 */

const KEPT_OUTPUT_CHARS = 20_000;

/** @type {Set<ManagedProcess>} */
const running = new Set();

/** A port nobody listens on right now (the OS picks it), so parallel runs never clash. */
function freePort(host = '127.0.0.1') {
  return /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const server = createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, host, () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        server.close(() => resolve(port));
      });
    })
  );
}

/** @param {string} name @param {import('node:stream').Readable} stream @param {NodeJS.WritableStream} target */
function prefixLines(name, stream, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => pending && target.write(`[${name}] ${pending}\n`));
}

/**
 * Starts `command args…` as a named child in its own process group (stopping it stops whatever it
 * started too). Its environment is this process's plus `env`, or only `env` with `replaceEnv`.
 * @param {string} name
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ env?: Record<string, string>, replaceEnv?: boolean, cwd?: string, output?: OutputMode }} [options]
 * @returns {ManagedProcess}
 */
function startProcess(name, command, args, { env = {}, replaceEnv = false, cwd, output = 'keep' } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: replaceEnv ? env : { ...process.env, ...env },
    stdio: ['ignore', output === 'ignore' ? 'ignore' : 'pipe', output === 'ignore' ? 'ignore' : 'pipe'],
    detached: true,
  });
  let kept = '';
  for (const [stream, target] of /** @type {const} */ ([[child.stdout, process.stdout], [child.stderr, process.stderr]])) {
    if (!stream) continue;
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (kept = (kept + chunk).slice(-KEPT_OUTPUT_CHARS)));
    if (output === 'prefix') prefixLines(name, stream, target);
  }
  const managed = /** @type {ManagedProcess} */ (Object.assign(child, { name, output: () => kept }));
  running.add(managed);
  child.once('exit', () => running.delete(managed));
  return managed;
}

/** @param {import('node:child_process').ChildProcess} child */
const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/** @param {import('node:child_process').ChildProcess} child @param {NodeJS.Signals} signal */
function signalGroup(child, signal) {
  try {
    process.kill(-(/** @type {number} */ (child.pid)), signal);
  } catch {
    // already gone
  }
}

/**
 * SIGTERM to the child's process group, SIGKILL after `graceMs`; resolves once it has exited.
 * @param {import('node:child_process').ChildProcess | undefined} child
 */
function stopProcess(child, graceMs = 5000) {
  if (!child || hasExited(child)) return Promise.resolve();
  return /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      const force = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      signalGroup(child, 'SIGTERM');
    })
  );
}

/** Stops every child started here that is still running. */
async function stopAllProcesses(graceMs = 5000) {
  await Promise.all([...running].map((child) => stopProcess(child, graceMs)));
}

// Whatever way this process ends, its children (in their own groups) do not outlive it.
process.on('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL');
});

/**
 * Resolves once `url` answers a status `accept` takes (default: below 500). Fails at `timeoutMs`,
 * or as soon as `child` exits, with the child's output; `stopped()` ends the wait early.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: ManagedProcess, accept?: (status: number) => boolean, stopped?: () => boolean }} [options]
 */
async function waitForUrl(url, { timeoutMs = 60_000, child, accept = (status) => status < 500, stopped = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  const whose = child ? `${child.name} ` : '';
  while (Date.now() < deadline) {
    if (child && hasExited(child)) throw new Error(`${whose}exited (${child.signalCode ?? `code ${child.exitCode}`}) before ${url} answered:\n${child.output()}`);
    if (stopped()) throw new Error('stopped');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (accept(response.status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${whose}${url} did not answer within ${Math.round(timeoutMs / 1000)} s${child ? `:\n${child.output()}` : ''}`);
}

module.exports = { freePort, startProcess, stopProcess, stopAllProcesses, waitForUrl };
