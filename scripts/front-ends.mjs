/**
 * The front-end servers as `npm start` runs them, from the production builds, each on its own origin:
 *   shell     node shell/dist-server/main.js   (SHELL_PORT, 8080; renders pages, serves its build and /config.json)
 *   customer  scripts/serve-static.mjs         (CUSTOMER_PORT, 8081)
 *   seller    scripts/serve-static.mjs         (SELLER_PORT, 8082)
 *   operator  scripts/serve-static.mjs         (OPERATOR_PORT, 8083; when operator-app/dist is built)
 * The remotes are those of runtime-config.cjs's list whose build is there; the shell's server gets
 * them as REMOTES (unless REMOTES is set: then the shell hosts exactly those).
 * Shared by start.mjs (one API) and start-cluster.mjs (HAProxy in front of several).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild } from './supervise.mjs';

const require = createRequire(import.meta.url);
const { ports, origins, runtimeConfig, localRemotes } = require('./runtime-config.cjs');

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const builds = {
  api: path.join(root, 'api-server/dist/index.js'),
  shell: path.join(root, 'shell/dist/index.html'),
  shellServer: path.join(root, 'shell/dist-server/main.js'),
  customer: path.join(root, 'customer-app/dist/mf-manifest.json'),
  customerServer: path.join(root, 'customer-app/dist/server/mf-manifest.json'),
  seller: path.join(root, 'seller-app/dist/mf-manifest.json'),
};

/** Exits with the list of missing production builds, if any. */
export function assertBuilt() {
  const missing = Object.entries(builds).filter(([, file]) => !existsSync(file));
  if (missing.length === 0) return;
  console.error('Missing production builds:');
  for (const [name, file] of missing) console.error(`  ${name}: ${path.relative(root, file)}`);
  console.error('Run `npm run build` first (or `npm start`, which builds, then serves).');
  process.exit(1);
}

export const local = (port) => `http://127.0.0.1:${port}`;

/** The remote workspaces built here (customer and seller, and any other of the list with a dist/). */
export const builtRemotes = () => localRemotes(root);

/** The runtime configuration the front ends run with: REMOTES, else every remote built here. */
export const frontEndConfig = () => runtimeConfig(process.env, builtRemotes().map(({ name }) => name));

/** One line per remote, for the start-up message. */
export const remoteLines = (config) => Object.entries(config.remotes).map(([name, url]) => `  ${name.padEnd(10)} ${url}`).join('\n');

/** Starts the shell's server and the remotes built here; answers the URLs that answer once they are up. */
export function startFrontEnds() {
  const p = ports();
  const o = origins();
  const config = frontEndConfig();
  const serve = (name, dir, port) =>
    startChild(name, process.execPath, [path.join(root, 'scripts/serve-static.mjs'), path.join(root, dir), String(port)], { cwd: root });
  // The shell's server renders pages with the remotes' server builds, found from the same runtime
  // configuration the browser gets.
  startChild('shell', process.execPath, [builds.shellServer], {
    cwd: root,
    env: { SHELL_PORT: String(p.shell), SHELL_URL: o.shell, API_URL: config.apiUrl, REMOTES: JSON.stringify(config.remotes) },
  });
  const remotes = builtRemotes();
  for (const { name, dir } of remotes) serve(name, `${dir}/dist`, p[name]);
  return [`${local(p.shell)}/config.json`, ...remotes.map(({ name }) => `${local(p[name])}/mf-manifest.json`)];
}
