/**
 * Ports, origins and the shell's /config.json, all from the environment (nothing is baked into a
 * build): the one reading of the front ends' environment. Used by serve-static.mjs, start.mjs,
 * dev.mjs and the webpack dev servers, and bundled into the shell's server
 * (shell/src/server/main/runtimeConfigSource.ts, settings.ts). Each function takes the environment
 * to read (the process's by default). Types: runtime-config.d.cts.
 */
const path = require('node:path');

function portFromEnv(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return port;
}

function ports(env = process.env) {
  return {
    shell: portFromEnv(env, 'SHELL_PORT', 8080),
    customer: portFromEnv(env, 'CUSTOMER_PORT', 8081),
    seller: portFromEnv(env, 'SELLER_PORT', 8082),
    api: portFromEnv(env, 'API_PORT', 4000),
  };
}

/** Public origins of each part (what a browser uses), overridable one by one. */
function origins(env = process.env) {
  const p = ports(env);
  const origin = (port) => `http://${env.PUBLIC_HOST || 'localhost'}:${port}`;
  return {
    shell: env.SHELL_URL || origin(p.shell),
    customer: env.CUSTOMER_URL || origin(p.customer),
    seller: env.SELLER_URL || origin(p.seller),
    api: env.API_URL || origin(p.api),
  };
}

/** The document the shell fetches at start: API URL and each remote's manifest URL. */
function runtimeConfig(env = process.env) {
  const o = origins(env);
  return {
    apiUrl: o.api.replace(/\/+$/, ''),
    remotes: {
      customer: env.CUSTOMER_REMOTE_URL || `${o.customer.replace(/\/+$/, '')}/mf-manifest.json`,
      seller: env.SELLER_REMOTE_URL || `${o.seller.replace(/\/+$/, '')}/mf-manifest.json`,
    },
  };
}

/**
 * The API's environment when `npm start` or `npm run dev` runs it: its port, demo data unless
 * SEED_DEMO says otherwise, data/ beside the code, and the shell's and remotes' origins allowed by
 * CORS (the remotes' too, for a remote running standalone).
 */
function apiEnvironment(root) {
  const o = origins();
  return {
    PORT: String(ports().api),
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? [o.shell, o.customer, o.seller].join(','),
  };
}

module.exports = { ports, origins, runtimeConfig, apiEnvironment };
