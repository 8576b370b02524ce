/**
 * The real entry point (src/index.ts) as a child process on a free port, for tests of what only a
 * process shows: signals, exit codes, a killed instance, a database that goes away.
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import processes from '../../../scripts/lib/processes.cjs';

export const { freePort } = processes;

export const SERVER_DIR = path.resolve(__dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** What it wrote to stdout and stderr so far (the last 20,000 characters). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once GET /api/health answers (rejects if the process exits first). */
  healthy(timeoutMs?: number): Promise<void>;
  /** SIGKILL if still running. */
  kill(): void;
}

/** Spawns `node -r ts-node/register/transpile-only src/index.ts` with only the given environment (and PATH). */
export function startServer(env: Record<string, string>, port?: number, stdio: 'pipe' | 'ignore' = 'pipe'): ServerProcess {
  const child = processes.startProcess('api', process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/index.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...(port ? { PORT: String(port) } : {}), ...env },
    replaceEnv: true,
    output: stdio === 'pipe' ? 'keep' : 'ignore',
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const actualPort = Number(env.PORT ?? port);
  const url = `http://127.0.0.1:${actualPort}`;
  return {
    child,
    port: actualPort,
    url,
    output: () => child.output(),
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
    healthy: (timeoutMs = 60_000) => processes.waitForUrl(`${url}/api/health`, { timeoutMs, child, accept: (status) => status === 200 }),
  };
}

/** Starts the API on a free port and waits until it answers. */
export async function startHealthyServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = startServer(env, await freePort());
  try {
    await server.healthy();
  } catch (error) {
    server.kill();
    throw error;
  }
  return server;
}
