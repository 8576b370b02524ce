/**
 * Several API instances (Fastify apps listening on free ports) on one database, as a load balancer
 * would see them: PostgreSQL (each instance its own pool on one schema) when TEST_DATABASE_URL is
 * set, SQLite otherwise (one handle shared by the apps of this process: SQLite serves one process).
 * Each instance has its own empty DATA_DIR; they share the signing secret and what `env()` adds
 * (REDIS_URL, S3_*), read when the instances start.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/connect';
import type { LoginRateLimit } from '../../src/plugins/rate-limit';
import { createActors, type Actors } from './actors';
import { createPgSchema, dropPgSchema, TEST_DATABASE_URL, type DatabaseKind } from './database';
import { TEST_PASSWORD_HASHING } from './app';

export interface Instance {
  app: FastifyInstance;
  url: string;
  wsUrl: string;
  dataDir: string;
}

export interface Instances extends Actors {
  readonly kind: DatabaseKind;
  readonly all: Instance[];
  at(index: number): Instance;
  /** Closes instance `index` (as a stopped process would) and builds it again with the same settings. */
  restart(index: number): Promise<void>;
}

export interface InstancesOptions {
  count: number;
  /** PostgreSQL: the URL the instances connect with (e.g. through a partition proxy), read when they start; TEST_DATABASE_URL by default. */
  databaseUrl?: () => string;
  env?: () => Record<string, string>;
  loginRateLimit?: LoginRateLimit;
}

export function setupInstances(kind: DatabaseKind, options: InstancesOptions): Instances {
  const instances: Instance[] = [];
  const handles: DatabaseHandle[] = [];
  let shared: DatabaseHandle | undefined;
  let pgSchema: string | undefined;
  const secret = randomBytes(32).toString('base64url');

  async function startInstance(index: number): Promise<Instance> {
    const dataDir = instances[index]?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `api-instance-${index}-`));
    const databaseUrl = kind === 'postgres' ? (options.databaseUrl?.() ?? TEST_DATABASE_URL!) : '';
    const postgres = kind === 'postgres' ? { DATABASE_URL: databaseUrl } : {};
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: secret, INSTANCE_ID: `instance-${index}`, SEARCH_THREADS: '0', ...postgres, ...options.env?.() });
    let database: DatabaseHandle;
    if (kind === 'postgres') {
      database = openDatabase({ databaseUrl, dataDir, pgSchema, poolSize: 6, applicationName: pgSchema });
      handles.push(database);
    } else {
      shared ??= openDatabase({ databaseUrl: null, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'api-instances-sqlite-')) });
      database = shared;
    }
    const app = await buildApp({
      config,
      database,
      passwordHashing: TEST_PASSWORD_HASHING,
      loginRateLimit: options.loginRateLimit ?? { perName: 10_000, perAddress: 10_000, windowMs: 60_000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return { app, dataDir, url: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}/api/live` };
  }

  const result = {
    kind,
    all: instances,
    at: (index: number) => instances[index]!,
    async restart(index: number) {
      await instances[index]!.app.close();
      instances[index] = await startInstance(index);
    },
  } as Instances;
  Object.assign(result, createActors(() => instances[0]!.app));

  beforeAll(async () => {
    if (kind === 'postgres') pgSchema = await createPgSchema();
    for (let i = 0; i < options.count; i++) instances.push(await startInstance(i));
  });

  afterAll(async () => {
    for (const instance of instances.splice(0)) {
      await instance.app.close().catch(() => undefined);
      fs.rmSync(instance.dataDir, { recursive: true, force: true });
    }
    for (const handle of handles.splice(0)) await handle.close().catch(() => undefined);
    await shared?.close();
    if (pgSchema) await dropPgSchema(pgSchema);
  });

  return result;
}
