/**
 * `npm run start:cluster`'s script (scripts/start-cluster.mjs) started by a test on free ports: HAProxy in
 * front of three API instances (each with an empty DATA_DIR), a PostgreSQL database of the run's own
 * (dropped afterwards), the local Redis under a key prefix of the run's own, an s3rver bucket, and
 * the front ends — the whole site, as an operator would run it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import processes from '../../scripts/lib/processes.cjs';
import { freePort, originOf, repoRoot } from './processes';

export interface Cluster {
  apiUrl: string;
  shellUrl: string;
  /** Each instance's own URL (behind the balancer), by instance id. */
  instances: { id: string; url: string }[];
  output(): string;
  stop(): Promise<void>;
}

const CLUSTER_BASE_DATABASE_URL = process.env.E2E_CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function startCluster(): Promise<Cluster> {
  const [api, shell, customer, seller, s3, ...instancePorts] = await Promise.all(Array.from({ length: 8 }, () => freePort()));
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-e2e-cluster-'));
  const database = new URL(CLUSTER_BASE_DATABASE_URL);
  database.pathname = `/marketplace_e2e_cluster_${process.pid}`;
  const databaseUrl = database.toString();
  const child = processes.startProcess('start:cluster', process.execPath, [path.join(repoRoot, 'scripts/start-cluster.mjs')], {
    cwd: repoRoot,
    env: {
      PUBLIC_HOST: '127.0.0.1',
      API_PORT: String(api),
      SHELL_PORT: String(shell),
      CUSTOMER_PORT: String(customer),
      SELLER_PORT: String(seller),
      CLUSTER_S3_PORT: String(s3),
      CLUSTER_INSTANCE_PORTS: instancePorts.join(','),
      CLUSTER_STATE_DIR: stateDir,
      CLUSTER_DATABASE_URL: databaseUrl,
      CLUSTER_REDIS_PREFIX: `e2e-cluster-${process.pid}-${Date.now()}:`,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
  });
  const text = () => child.output();

  const stop = async () => {
    // The script stops HAProxy, the instances and the front ends itself; give it the time to.
    await processes.stopProcess(child, 15_000);
    const { dropDatabase } = (await import(pathToFileURL(path.join(repoRoot, 'scripts/cluster.mjs')).href)) as { dropDatabase(url: string): Promise<void> };
    await dropDatabase(databaseUrl).catch(() => undefined);
    rmSync(stateDir, { recursive: true, force: true });
  };

  // Ready once the script says where everything runs.
  const deadline = Date.now() + 240_000;
  while (!text().includes('Ctrl+C stops everything')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm run start:cluster did not come up:\n${text()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    apiUrl: originOf(api),
    shellUrl: originOf(shell),
    instances: instancePorts.map((port, i) => ({ id: `api-${i + 1}`, url: originOf(port) })),
    output: text,
    stop,
  };
}
