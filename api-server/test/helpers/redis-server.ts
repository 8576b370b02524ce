/**
 * A Redis server owned by one test, on a free port, that the test may stop and start again on the
 * same port (the machine's shared Redis is never touched). Nothing is persisted.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './server-process';

export const REDIS_SERVER_BINARY = process.env.REDIS_SERVER_BINARY ?? 'redis-server';

/** Why the Redis suites cannot run here (said plainly as a skipped test), or null. */
export const REDIS_SKIPPED_TITLE: string | null =
  spawnSync(REDIS_SERVER_BINARY, ['--version'], { stdio: 'ignore' }).status === 0 ? null : `Redis suites skipped: ${REDIS_SERVER_BINARY} is not installed (apt-get install redis-server)`;

export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server (SIGKILL: connections drop at once, as in a crash or a partition). */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const redis: TestRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(REDIS_SERVER_BINARY, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      for (let i = 0; i < 100; i++) {
        if (await accepts(port)) return;
        if (child.exitCode !== null) break;
        await sleep(50);
      }
      child.kill('SIGKILL');
      await exited;
      throw new Error(`redis-server did not start on port ${port}`);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await redis.start();
  return redis;
}
