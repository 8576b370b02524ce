/**
 * The supervisor of `npm start`, `npm run start:cluster` and `npm run dev`: named children with
 * prefixed output (lib/processes.cjs), all stopped (and this process exits) on Ctrl+C, SIGTERM, or
 * when any child exits on its own.
 */
import processes from './lib/processes.cjs';

let stopping = false;

/**
 * Starts `command args…` as a named child. A child started with `mayExit: true` (one of several API
 * instances) may stop on its own without stopping the rest.
 */
export function startChild(name, command, args, { env = {}, cwd, mayExit = false } = {}) {
  const child = processes.startProcess(name, command, args, { env, cwd, output: 'prefix' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const how = signal ?? `code ${code}`;
    if (mayExit) {
      console.error(`[${name}] exited (${how})`);
      return;
    }
    console.error(`[${name}] exited (${how}); stopping everything`);
    stopAll(code || 1);
  });
  return child;
}

/** Stops every child (SIGTERM, then SIGKILL after 5 s) and exits with `code`. */
export function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  processes.stopAllProcesses().then(() => process.exit(code));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));

/** Resolves once `url` answers with a status below 500; rejects after `timeoutMs` or when stopping. */
export function waitForUrl(url, timeoutMs = 60_000) {
  return processes.waitForUrl(url, { timeoutMs, stopped: () => stopping });
}
