/**
 * Starting and stopping the production servers the way `npm start` does (scripts/start.mjs): the
 * built API with `node api-server/dist/index.js`, and each front end with scripts/serve-static.mjs,
 * the shell's /config.json coming from the environment.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import processes, { type ManagedProcess } from '../../scripts/lib/processes.cjs';

const { freePort, stopProcess, waitForUrl } = processes;

export const repoRoot = path.resolve(__dirname, '../..');
/** Every part is reached on 127.0.0.1: the API listens on IPv4 only, and one host keeps cookies shared. */
export const HOST = '127.0.0.1';
export const originOf = (port: number) => `http://${HOST}:${port}`;

export const builds = {
  api: path.join(repoRoot, 'api-server/dist/index.js'),
  shell: path.join(repoRoot, 'shell/dist'),
  shellServer: path.join(repoRoot, 'shell/dist-server/main.js'),
  customer: path.join(repoRoot, 'customer-app/dist'),
  seller: path.join(repoRoot, 'seller-app/dist'),
  operator: path.join(repoRoot, 'operator-app/dist'),
  createOperator: path.join(repoRoot, 'api-server/dist/operator/create-operator.js'),
};

/** Fails with one clear message naming every missing production build. */
export function assertBuilt(): void {
  const expected = [
    builds.api,
    path.join(builds.shell, 'index.html'),
    builds.shellServer,
    path.join(builds.customer, 'mf-manifest.json'),
    path.join(builds.customer, 'server/mf-manifest.json'),
    path.join(builds.seller, 'mf-manifest.json'),
    path.join(builds.operator, 'mf-manifest.json'),
    builds.createOperator,
  ];
  const missing = expected.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The browser tests run against the production builds, and these are missing:\n` +
        missing.map((file) => `  - ${path.relative(repoRoot, file)}`).join('\n') +
        `\nRun \`npm run build\` at the repository root first.`,
    );
  }
}

export { freePort };

export interface ServerProcess {
  name: string;
  url: string;
  child: ManagedProcess;
  /** Output so far, shown when the server fails to start. */
  output(): string;
  stop(): Promise<void>;
}

function startProcess(name: string, url: string, args: string[], env: Record<string, string>): ServerProcess {
  const child = processes.startProcess(name, process.execPath, args, { cwd: repoRoot, env });
  return { name, url, child, output: () => child.output(), stop: () => stopProcess(child) };
}

/** Resolves once `probeUrl` answers below 500; fails early with the server's output if it exits. */
function waitUntilUp(server: ServerProcess, probeUrl: string, timeoutMs = 60_000): Promise<void> {
  return waitForUrl(probeUrl, { timeoutMs, child: server.child });
}

export interface ApiOptions {
  port: number;
  dataDir: string;
  corsOrigins: string[];
  seedDemo?: boolean;
}

export async function startApi({ port, dataDir, corsOrigins, seedDemo = false }: ApiOptions): Promise<ServerProcess> {
  const url = originOf(port);
  const server = startProcess('api', url, [builds.api], {
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    SEED_DEMO: seedDemo ? '1' : '0',
    CORS_ORIGINS: corsOrigins.join(','),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  });
  await waitUntilUp(server, `${url}/api/health`, 120_000);
  return server;
}

export interface StaticOptions {
  name: string;
  /** The build folder to serve. */
  dir: string;
  port: number;
  /** What the shell's /config.json says (only the shell reads it). */
  runtimeConfig?: { apiUrl: string; customerRemoteUrl: string; sellerRemoteUrl: string };
}

/** One front end served by the repository's own scripts/serve-static.mjs. */
export async function startStatic({ name, dir, port, runtimeConfig }: StaticOptions): Promise<ServerProcess> {
  const url = originOf(port);
  const env: Record<string, string> = { PUBLIC_HOST: HOST };
  if (runtimeConfig) {
    env.API_URL = runtimeConfig.apiUrl;
    env.CUSTOMER_REMOTE_URL = runtimeConfig.customerRemoteUrl;
    env.SELLER_REMOTE_URL = runtimeConfig.sellerRemoteUrl;
  }
  const server = startProcess(name, url, [path.join(repoRoot, 'scripts/serve-static.mjs'), dir, String(port)], env);
  await waitUntilUp(server, `${url}/index.html`);
  return server;
}

export const manifestUrl = (origin: string) => `${origin}/mf-manifest.json`;

export interface RuntimeConfigFile {
  apiUrl: string;
  /** Each remote's federation name → its manifest URL. */
  remotes: Record<string, string>;
}

export interface ShellOptions {
  port: number;
  /** The runtime configuration: a JSON file the server re-reads (change it to move a remote). */
  configFile: string;
  /** How often the server checks the configuration and the remotes' builds (default 1 s here). */
  pollSeconds?: number;
  /** Where it keeps the remotes' last good page descriptions (default: beside its build, shared by every shell started here). */
  pagesFile?: string;
  /** How long guests' pages are kept (default 0 here: every test sees the data it just made). */
  cacheSeconds?: number;
}

/**
 * The shell's server as `npm start` runs it (node shell/dist-server/main.js): it renders pages
 * with the remotes' server builds. Guests' pages are not kept between requests unless a test asks
 * for it (`cacheSeconds`), so every test sees the data it just made.
 */
export async function startShell({ port, configFile, pollSeconds = 1, pagesFile, cacheSeconds = 0 }: ShellOptions): Promise<ServerProcess> {
  const url = originOf(port);
  const server = startProcess('shell', url, [builds.shellServer], {
    SHELL_PORT: String(port),
    HOST,
    SHELL_URL: url,
    RUNTIME_CONFIG_FILE: configFile,
    SSR_POLL_SECONDS: String(pollSeconds),
    SSR_CACHE_SECONDS: String(cacheSeconds),
    ...(pagesFile ? { SHELL_PAGES_FILE: pagesFile } : {}),
  });
  await waitUntilUp(server, `${url}/config.json`);
  return server;
}

/** Writes the shell's runtime configuration file (what a deploy of a remote changes). */
export function writeRuntimeConfig(file: string, config: RuntimeConfigFile): void {
  writeFileSync(file, JSON.stringify(config, null, 2));
}

/**
 * Makes an operator account the only way one is made, the server's own command
 * (`npm run operator:create -w api-server`, here from its build), in the API's data directory
 * before the API starts (with SQLite one process owns the directory).
 */
export function createOperator(dataDir: string, name: string, password: string): void {
  execFileSync(process.execPath, [builds.createOperator, name], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, OPERATOR_PASSWORD: password },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
