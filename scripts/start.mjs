#!/usr/bin/env node
/**
 * `npm start` (after `npm run build`): the production builds, each on its own origin as in production.
 *   API       node api-server/dist/index.js   (API_PORT, default 4000; demo data, SQLite in DATA_DIR)
 *   shell and the remotes                     (front-ends.mjs: 8080, 8081, 8082, 8083 if built)
 * Waits until all of them answer, prints the URL to open, and stops them all on Ctrl+C / SIGTERM.
 * `npm run start:cluster` (start-cluster.mjs) serves the same site with several API instances.
 */
import { createRequire } from 'node:module';
import { startChild, stopAll, waitForUrl } from './supervise.mjs';
import { assertBuilt, builds, frontEndConfig, local, remoteLines, root, startFrontEnds } from './front-ends.mjs';

const require = createRequire(import.meta.url);
const { ports, origins, apiEnvironment } = require('./runtime-config.cjs');

const p = ports();
const o = origins();
assertBuilt();

startChild('api', process.execPath, [builds.api], {
  cwd: root,
  env: { ...apiEnvironment(root), NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
const frontEndUrls = startFrontEnds();
const config = frontEndConfig();

try {
  await Promise.all([waitForUrl(`${local(p.api)}/api/health`, 120_000), ...frontEndUrls.map((url) => waitForUrl(url))]);
} catch (error) {
  console.error(`Could not start: ${error.message}`);
  stopAll(1);
}

console.log(`
  API        ${config.apiUrl}
${remoteLines(config)}

  Open ${o.shell}
  (Ctrl+C stops everything)
`);
