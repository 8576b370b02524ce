#!/usr/bin/env node
/**
 * `npm run start:cluster` (after `npm run build`): the same site as `npm start` at the same URLs,
 * with the API scaled out (docs/scale-out.md):
 *   API :4000   HAProxy (API_PORT), health-checking and balancing
 *   api-1..3    node api-server/dist/index.js on API_PORT+1..3, each with its own empty DATA_DIR
 *   PostgreSQL  CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/marketplace_cluster, created if missing)
 *   Redis       CLUSTER_REDIS_URL (default redis://127.0.0.1:6379), keys under CLUSTER_REDIS_PREFIX
 *   S3          s3rver in this process on CLUSTER_S3_PORT (API_PORT+9), files in CLUSTER_STATE_DIR
 *   front ends  as npm start: shell 8080, customer 8081, seller 8082 (operator 8083 if built)
 * Demo data is seeded once, by api-1, before the others start. Ctrl+C stops everything.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startChild, stopAll, waitForUrl } from './supervise.mjs';
import { assertBuilt, builds, frontEndConfig, local, remoteLines, root, startFrontEnds } from './front-ends.mjs';
import { emptyDataDir, ensureDatabase, haproxyBinary, instanceEnvironment, require, sharedSecret, startS3, writeHaproxyConfig } from './cluster.mjs';

const { ports, origins, apiEnvironment } = require('./runtime-config.cjs');

const p = ports();
const o = origins();
assertBuilt();

const count = Number(process.env.CLUSTER_INSTANCES ?? 3);
const instancePorts = (process.env.CLUSTER_INSTANCE_PORTS ?? '').split(',').filter(Boolean).map(Number);
while (instancePorts.length < count) instancePorts.push(p.api + instancePorts.length + 1);
const s3Port = Number(process.env.CLUSTER_S3_PORT ?? p.api + 9);
const stateDir = path.resolve(process.env.CLUSTER_STATE_DIR ?? path.join(root, 'data-cluster'));
const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace_cluster';
const redisUrl = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisKeyPrefix = process.env.CLUSTER_REDIS_PREFIX ?? 'marketplace-cluster:';

const dataDirs = [];
process.on('exit', () => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

try {
  const created = await ensureDatabase(databaseUrl);
  const s3 = await startS3({ port: s3Port, directory: path.join(stateDir, 's3') });
  const secret = sharedSecret(stateDir);
  const seedDemo = apiEnvironment(root).SEED_DEMO !== '0';
  const instances = instancePorts.map((port, i) => ({ name: `api-${i + 1}`, port, dataDir: emptyDataDir(`cluster-api-${i + 1}`) }));
  dataDirs.push(...instances.map((instance) => instance.dataDir));

  const startInstance = (instance, index, seed) =>
    startChild(instance.name, process.execPath, [builds.api], {
      cwd: root,
      mayExit: true,
      env: instanceEnvironment({
        index: index + 1,
        port: instance.port,
        dataDir: instance.dataDir,
        databaseUrl,
        secret,
        redisUrl,
        redisKeyPrefix,
        s3Endpoint: s3.endpoint,
        corsOrigins: apiEnvironment(root).CORS_ORIGINS,
        seedDemo: seed,
      }),
    });
  // Demo data once: the first instance seeds (and migrates) before the others start.
  startInstance(instances[0], 0, seedDemo);
  await waitForUrl(`${local(instances[0].port)}/api/health`, 180_000);
  instances.slice(1).forEach((instance, i) => startInstance(instance, i + 1, false));

  const configFile = writeHaproxyConfig({ directory: stateDir, port: p.api, instances, corsOrigins: apiEnvironment(root).CORS_ORIGINS });
  startChild('haproxy', haproxyBinary(), ['-f', configFile, '-db'], { cwd: root });
  const frontEndUrls = startFrontEnds();

  await Promise.all([
    ...instances.map((instance) => waitForUrl(`${local(instance.port)}/api/ready`, 120_000)),
    waitForUrl(`${local(p.api)}/api/ready`, 60_000),
    ...frontEndUrls.map((url) => waitForUrl(url)),
  ]);

  const config = frontEndConfig();
  console.log(`
  API        ${config.apiUrl}   HAProxy (${configFile}), checks /api/ready every 500 ms
${instances.map((instance) => `    ${instance.name}    ${local(instance.port)}   DATA_DIR ${instance.dataDir} (empty)`).join('\n')}
  PostgreSQL ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}${created ? ' (created)' : ''}
  Redis      ${redisUrl} (keys under ${redisKeyPrefix})
  S3         ${s3.endpoint}/${'marketplace-pictures'} (s3rver, files in ${path.join(stateDir, 's3')})
${remoteLines(config)}

  Open ${o.shell}
  (Ctrl+C stops everything)
`);
} catch (error) {
  console.error(`Could not start the cluster: ${error.message}`);
  stopAll(1);
}
