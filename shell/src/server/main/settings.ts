/**
 * The shell server's settings, from its environment (validated at start). The runtime
 * configuration itself (API and remote URLs) comes from RUNTIME_CONFIG_FILE when set (re-read while
 * running, so a remote can be moved without a restart) or from API_URL and REMOTES (or
 * CUSTOMER_REMOTE_URL / SELLER_REMOTE_URL), as scripts/runtime-config.cjs reads them.
 */
import os from 'node:os';
import path from 'node:path';
import { origins, ports } from '../../../../scripts/runtime-config.cjs';
import { hstsWanted } from './securityHeaders';

export interface ServerSettings {
  port: number;
  host: string;
  /** The site's public origin (canonical URLs, sitemap). */
  siteUrl: string;
  /** The shell's browser build (static files, index.html). */
  staticDir: string;
  /** Where render-worker.js is. */
  serverDir: string;
  configFile?: string;
  apiFetchUrl?: string;
  workers: number;
  /** How often the runtime configuration and the remotes' manifests are checked for a change. */
  pollMs: number;
  /** How long a guest's page is served from memory; 0 renders every request. */
  cacheSeconds: number;
  renderTimeoutMs: number;
  /** Send Strict-Transport-Security (SHELL_HSTS=1, or a https SHELL_URL unless SHELL_HSTS=0). */
  hsts: boolean;
  /** How often the sitemap is rebuilt at most (SITEMAP_SECONDS). */
  sitemapSeconds: number;
  /** Where the remotes' last good page descriptions are kept across restarts (SHELL_PAGES_FILE). */
  pagesFile: string;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

function origin(name: string, raw: string): string {
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`${name} must be a URL, got "${raw}"`);
  }
}

export function readSettings(env: NodeJS.ProcessEnv, serverDir: string): ServerSettings {
  // The port and public origin as the scripts that start the front ends read them.
  const port = ports(env).shell;
  const siteUrl = origin('SHELL_URL', origins(env).shell);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    siteUrl,
    staticDir: path.resolve(env.SHELL_STATIC_DIR || path.join(serverDir, '../dist')),
    serverDir,
    configFile: env.RUNTIME_CONFIG_FILE ? path.resolve(env.RUNTIME_CONFIG_FILE) : undefined,
    apiFetchUrl: env.SSR_API_URL || undefined,
    workers: integer(env, 'SSR_WORKERS', Math.max(1, Math.min(2, os.availableParallelism())), 1, 64),
    pollMs: integer(env, 'SSR_POLL_SECONDS', 5, 1, 3600) * 1000,
    cacheSeconds: integer(env, 'SSR_CACHE_SECONDS', 10, 0, 60),
    renderTimeoutMs: integer(env, 'SSR_TIMEOUT_MS', 5000, 100, 60000),
    hsts: hstsWanted(env, siteUrl),
    sitemapSeconds: integer(env, 'SITEMAP_SECONDS', 300, 1, 86400),
    // Beside the server's build by default: a rebuild of the shell starts without any.
    pagesFile: path.resolve(env.SHELL_PAGES_FILE || path.join(serverDir, 'remote-pages.json')),
  };
}
