/**
 * Ports, origins and the shell's /config.json, all from the environment (nothing is baked into a
 * build): the one reading of the front ends' environment. Used by serve-static.mjs, start.mjs,
 * dev.mjs and the webpack dev servers, and bundled into the shell's server
 * (shell/src/server/main/runtimeConfigSource.ts, settings.ts). Each function takes the environment
 * to read (the process's by default). Types: runtime-config.d.cts.
 */
const { existsSync } = require('node:fs');
const path = require('node:path');

/**
 * The remotes this repository holds, as `npm start` and `npm run dev` serve them: each workspace on
 * its own port. Which remotes the shell hosts is data (REMOTES, below); this list only says where
 * the scripts find and serve the ones built here. A workspace that is not there (or not built) is
 * left out.
 */
const remoteWorkspaces = [
  { name: 'customer', dir: 'customer-app', port: 8081 },
  { name: 'seller', dir: 'seller-app', port: 8082 },
  { name: 'operator', dir: 'operator-app', port: 8083 },
];

/** The remotes every configuration has unless REMOTES says otherwise (today's two). */
const DEFAULT_REMOTES = ['customer', 'seller'];

const envPrefix = (name) => name.toUpperCase().replace(/[^A-Z0-9]/g, '_');

function portFromEnv(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return port;
}

/** Ports of the shell, the API and each remote workspace (`<NAME>_PORT`: CUSTOMER_PORT, OPERATOR_PORT, …). */
function ports(env = process.env) {
  const p = { shell: portFromEnv(env, 'SHELL_PORT', 8080), api: portFromEnv(env, 'API_PORT', 4000) };
  for (const { name, port } of remoteWorkspaces) p[name] = portFromEnv(env, `${envPrefix(name)}_PORT`, port);
  return p;
}

/** Public origins of each part (what a browser uses), overridable one by one (SHELL_URL, CUSTOMER_URL, …). */
function origins(env = process.env) {
  const p = ports(env);
  const origin = (port) => `http://${env.PUBLIC_HOST || 'localhost'}:${port}`;
  const o = { shell: env.SHELL_URL || origin(p.shell), api: env.API_URL || origin(p.api) };
  for (const { name } of remoteWorkspaces) o[name] = env[`${envPrefix(name)}_URL`] || origin(p[name]);
  return o;
}

/**
 * REMOTES: `name=<manifest url>,name=<manifest url>` or a JSON object of the same. Undefined when
 * unset; an error names what is wrong.
 */
function remotesFromEnv(env) {
  const raw = (env.REMOTES ?? '').trim();
  if (raw === '') return undefined;
  let entries;
  if (raw.startsWith('{')) {
    let parsed;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new Error('REMOTES is not valid JSON');
    }
    entries = Object.entries(parsed);
  } else {
    entries = raw.split(',').map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [pair.trim(), ''] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    });
  }
  const remotes = {};
  for (const [name, url] of entries) {
    if (!/^[A-Za-z_][\w-]*$/.test(name)) throw new Error(`REMOTES: "${name}" is not a federation name`);
    if (typeof url !== 'string' || url === '') throw new Error(`REMOTES: "${name}" has no manifest URL`);
    remotes[name] = url;
  }
  if (Object.keys(remotes).length === 0) throw new Error('REMOTES names no remote');
  return remotes;
}

/**
 * The remotes the shell hosts, name → manifest URL: REMOTES when set, else `names` (today's
 * customer and seller by default), each at `<NAME>_REMOTE_URL` or its origin's mf-manifest.json.
 */
function remotes(env = process.env, names = DEFAULT_REMOTES) {
  const fromEnv = remotesFromEnv(env);
  if (fromEnv) return fromEnv;
  const o = origins(env);
  const originOf = (name) => o[name] || `http://${env.PUBLIC_HOST || 'localhost'}`;
  return Object.fromEntries(names.map((name) => [name, env[`${envPrefix(name)}_REMOTE_URL`] || `${originOf(name).replace(/\/+$/, '')}/mf-manifest.json`]));
}

/** The document the shell fetches at start: API URL and each remote's manifest URL. */
function runtimeConfig(env = process.env, names = DEFAULT_REMOTES) {
  return { apiUrl: origins(env).api.replace(/\/+$/, ''), remotes: remotes(env, names) };
}

/**
 * The remote workspaces of this repository that `npm start` serves (`dist/mf-manifest.json` is
 * built) or `npm run dev` (`package.json`, with `file`), customer and seller always.
 */
function localRemotes(root, file = 'dist/mf-manifest.json') {
  return remoteWorkspaces.filter(({ name, dir }) => DEFAULT_REMOTES.includes(name) || existsSync(path.join(root, dir, file)));
}

/**
 * The API's environment when `npm start` or `npm run dev` runs it: its port, demo data unless
 * SEED_DEMO says otherwise, data/ beside the code, and the shell's and remotes' origins allowed by
 * CORS (every configured remote's too, for a remote running standalone).
 */
function apiEnvironment(root, names = localRemotes(root).map(({ name }) => name)) {
  const o = origins();
  const remoteOrigins = Object.values(remotes(process.env, names)).map((url) => new URL(url).origin);
  return {
    PORT: String(ports().api),
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? [...new Set([o.shell, ...remoteOrigins])].join(','),
  };
}

module.exports = { ports, origins, remotes, runtimeConfig, localRemotes, apiEnvironment, remoteWorkspaces, DEFAULT_REMOTES };
