#!/usr/bin/env node
/**
 * `npm start` (after `npm run build`): the production builds, each on its own origin as in production.
 *   API       node api-server/dist/index.js   (API_PORT, default 4000; demo data, SQLite in DATA_DIR)
 *   shell     node shell/dist-server/main.js   (SHELL_PORT, 8080; renders pages, serves its build and /config.json)
 *   customer  scripts/serve-static.mjs         (CUSTOMER_PORT, 8081)
 *   seller    scripts/serve-static.mjs         (SELLER_PORT, 8082)
 * Waits until all four answer, prints the URL to open, and stops them all on Ctrl+C / SIGTERM.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild, stopAll, waitForUrl } from './supervise.mjs';

const require = createRequire(import.meta.url);
const { ports, origins, runtimeConfig, apiEnvironment } = require('./runtime-config.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const p = ports();
const o = origins();

const builds = {
  api: path.join(root, 'api-server/dist/index.js'),
  shell: path.join(root, 'shell/dist/index.html'),
  shellServer: path.join(root, 'shell/dist-server/main.js'),
  customer: path.join(root, 'customer-app/dist/mf-manifest.json'),
  customerServer: path.join(root, 'customer-app/dist/server/mf-manifest.json'),
  seller: path.join(root, 'seller-app/dist/mf-manifest.json'),
};
const missing = Object.entries(builds).filter(([, file]) => !existsSync(file));
if (missing.length > 0) {
  console.error('Missing production builds:');
  for (const [name, file] of missing) console.error(`  ${name}: ${path.relative(root, file)}`);
  console.error('Run `npm run build` first (or `npm start`, which builds, then serves).');
  process.exit(1);
}

const local = (port) => `http://127.0.0.1:${port}`;
const serve = (name, dir, port) =>
  startChild(name, process.execPath, [path.join(root, 'scripts/serve-static.mjs'), path.join(root, dir), String(port)], {
    cwd: root,
  });

startChild('api', process.execPath, [builds.api], {
  cwd: root,
  env: { ...apiEnvironment(root), NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
const config = runtimeConfig();
// The shell's server renders pages with the remotes' server builds, found from the same runtime
// configuration the browser gets.
startChild('shell', process.execPath, [builds.shellServer], {
  cwd: root,
  env: {
    SHELL_PORT: String(p.shell),
    SHELL_URL: o.shell,
    API_URL: config.apiUrl,
    CUSTOMER_REMOTE_URL: config.remotes.customer,
    SELLER_REMOTE_URL: config.remotes.seller,
  },
});
serve('customer', 'customer-app/dist', p.customer);
serve('seller', 'seller-app/dist', p.seller);

try {
  await Promise.all([
    waitForUrl(`${local(p.api)}/api/health`, 120_000),
    waitForUrl(`${local(p.shell)}/config.json`),
    waitForUrl(`${local(p.customer)}/mf-manifest.json`),
    waitForUrl(`${local(p.seller)}/mf-manifest.json`),
  ]);
} catch (error) {
  console.error(`Could not start: ${error.message}`);
  stopAll(1);
}

console.log(`
  API        ${config.apiUrl}
  customer   ${config.remotes.customer}
  seller     ${config.remotes.seller}

  Open ${o.shell}
  (Ctrl+C stops everything)
`);
