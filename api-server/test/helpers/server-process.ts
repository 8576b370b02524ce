/**
 * The real entry point (src/index.ts) as a child process on a free port, for tests of what only a
 * process shows: signals, exit codes, a killed instance, a database that goes away.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const SERVER_DIR = path.resolve(__dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once GET /api/health answers (rejects if the process exits first). */
  healthy(timeoutMs?: number): Promise<void>;
  /** SIGKILL if still running. */
  kill(): void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Spawns `node -r ts-node/register/transpile-only src/index.ts` with only the given environment (and PATH). */
export function startServer(env: Record<string, string>, port?: number, stdio: 'pipe' | 'ignore' = 'pipe'): ServerProcess {
  let text = '';
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/index.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...(port ? { PORT: String(port) } : {}), ...env },
    stdio: ['ignore', stdio, stdio],
  });
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const actualPort = Number(env.PORT ?? port);
  const url = `http://127.0.0.1:${actualPort}`;
  return {
    child,
    port: actualPort,
    url,
    output: () => text,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
    async healthy(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      let gone = false;
      void exited.then(() => (gone = true));
      while (Date.now() < deadline) {
        if (gone) throw new Error(`the API exited before it answered:\n${text}`);
        const res = await fetch(`${url}/api/health`).catch(() => undefined);
        if (res?.status === 200) return;
        await sleep(100);
      }
      throw new Error(`the API did not answer within ${timeoutMs} ms:\n${text}`);
    },
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
