#!/usr/bin/env node
/**
 * `npm run dev`: webpack dev servers for the shell and the remotes of this repository (same ports and
 * /config.json as `npm start`; the operator remote when operator-app/ is there) and the API in
 * watch mode. Prints the URL to open; Ctrl+C stops everything.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild, stopAll, waitForUrl } from './supervise.mjs';

const require = createRequire(import.meta.url);
const { ports, origins, apiEnvironment, localRemotes, runtimeConfig } = require('./runtime-config.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const p = ports();
const o = origins();
const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');

const workspaces = localRemotes(root, 'package.json');
const names = workspaces.map(({ name }) => name);
// The shell's dev server writes /config.json from the environment: these same remotes.
const env = { REMOTES: JSON.stringify(runtimeConfig(process.env, names).remotes) };

startChild('api', 'npm', ['run', 'dev', '-w', 'api-server'], {
  cwd: root,
  env: apiEnvironment(root, names),
});
for (const [name, dir] of [...workspaces.map((remote) => [remote.name, remote.dir]), ['shell', 'shell']]) {
  startChild(name, process.execPath, [webpackCli, 'serve', '--mode', 'development'], { cwd: path.join(root, dir), env });
}

try {
  await Promise.all([
    waitForUrl(`http://127.0.0.1:${p.api}/api/health`, 180_000),
    ...names.map((name) => waitForUrl(`http://127.0.0.1:${p[name]}/mf-manifest.json`, 180_000)),
    waitForUrl(`http://127.0.0.1:${p.shell}/config.json`, 180_000),
  ]);
} catch (error) {
  console.error(`Could not start: ${error.message}`);
  stopAll(1);
}
console.log(`\n  Open ${o.shell}   (dev servers rebuild on change; Ctrl+C stops everything)\n`);
