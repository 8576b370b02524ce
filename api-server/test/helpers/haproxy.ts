/**
 * HAProxy of the test's own in front of API instances, configured exactly as `npm run start:cluster`
 * configures it (scripts/lib/haproxy.cjs), on a free port. Stopped by the test (never any other).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import processes from '../../../scripts/lib/processes.cjs';
import balancer from '../../../scripts/lib/haproxy.cjs';

/** Why the balancer suites cannot run here (said plainly as a skipped test), or null. */
export const HAPROXY_SKIPPED_TITLE: string | null =
  spawnSync(balancer.haproxyBinary(), ['-v'], { stdio: 'ignore' }).status === 0 ? null : `Balancer suites skipped: ${balancer.haproxyBinary()} is not installed (apt-get install haproxy)`;

export interface TestBalancer {
  url: string;
  /** Resolves once requests through it have reached every instance (each passed its health checks). */
  everyInstanceUp(ids: string[], timeoutMs?: number): Promise<void>;
  output(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startTestBalancer(instances: Array<{ name: string; url: string }>, { corsOrigins = '', serverTimeout }: { corsOrigins?: string; serverTimeout?: string } = {}): Promise<TestBalancer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'api-haproxy-'));
  const port = await processes.freePort();
  const configFile = balancer.writeHaproxyConfig({
    directory,
    port,
    bindAddress: '127.0.0.1',
    instances: instances.map(({ name, url }) => ({ name, port: Number(new URL(url).port) })),
    corsOrigins,
    serverTimeout,
  });
  const child = processes.startProcess('haproxy', balancer.haproxyBinary(), ['-f', configFile, '-db']);
  const url = `http://127.0.0.1:${port}`;
  // Listening once it answers anything (a 503 of its own while no instance is up yet).
  const deadline = Date.now() + 10_000;
  while (!(await fetch(`${url}/api/health`).then(() => true, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await processes.stopProcess(child, 1000);
      throw new Error(`HAProxy did not start:\n${child.output()}`);
    }
    await sleep(50);
  }
  return {
    url,
    output: () => child.output(),
    async everyInstanceUp(ids, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      const seen = new Set<string>();
      while (Date.now() < deadline) {
        const res = await fetch(`${url}/api/health`).catch(() => undefined);
        const id = res?.headers.get('x-instance-id');
        if (id) seen.add(id);
        if (ids.every((wanted) => seen.has(wanted))) return;
        await sleep(50);
      }
      throw new Error(`HAProxy did not reach every instance within ${timeoutMs} ms (saw ${[...seen].join(', ') || 'none'}):\n${child.output()}`);
    },
    async stop() {
      await processes.stopProcess(child, 3000);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
