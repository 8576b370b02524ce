/**
 * Configuration from the environment, validated once at start. Every problem is reported together
 * in one error, naming the variable, what it must be and what it was.
 */
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Absolute path; holds the SQLite database, the uploads and (when JWT_SECRET is unset) the signing secret. */
  dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when absent. */
  databaseUrl: string | null;
  /** Signing secret from JWT_SECRET; null means "generate once and keep it in dataDir". */
  jwtSecret: string | null;
  /** Exact origins a browser may call the API from. */
  corsOrigins: string[];
  seedDemo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Whether X-Forwarded-For is trusted (only behind a known proxy; login rate limits key on the client address). */
  trustProxy: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_CORS_ORIGINS = [8080, 8081, 8082].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const MIN_JWT_SECRET_LENGTH = 32;

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration; throws one ConfigError listing every problem. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };

  let port = 4000;
  const rawPort = value('PORT');
  if (rawPort !== undefined) {
    const parsed = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || parsed < 1 || parsed > 65535) problems.push(`PORT must be a whole number from 1 to 65535, got "${rawPort}"`);
    else port = parsed;
  }

  const host = value('HOST') ?? '0.0.0.0';

  const dataDir = path.resolve(cwd, value('DATA_DIR') ?? './data');

  let databaseUrl: string | null = null;
  const rawDatabaseUrl = value('DATABASE_URL');
  if (rawDatabaseUrl !== undefined) {
    try {
      const url = new URL(rawDatabaseUrl);
      if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Error('protocol');
      databaseUrl = rawDatabaseUrl;
    } catch {
      problems.push('DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/dbname (leave it unset to use SQLite in DATA_DIR)');
    }
  }

  let jwtSecret: string | null = null;
  const rawSecret = env.JWT_SECRET;
  if (rawSecret !== undefined && rawSecret !== '') {
    if (rawSecret.length < MIN_JWT_SECRET_LENGTH) problems.push(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long (leave it unset to have one generated and kept in DATA_DIR)`);
    else jwtSecret = rawSecret;
  }

  let corsOrigins = DEFAULT_CORS_ORIGINS;
  const rawOrigins = value('CORS_ORIGINS');
  if (rawOrigins !== undefined) {
    corsOrigins = [];
    for (const entry of rawOrigins.split(',').map((s) => s.trim()).filter(Boolean)) {
      try {
        const url = new URL(entry);
        if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.replace(/\/$/, '')) throw new Error('not an origin');
        corsOrigins.push(url.origin);
      } catch {
        problems.push(`CORS_ORIGINS must be a comma-separated list of origins such as https://shop.example.com, got "${entry}"`);
      }
    }
  }

  const seedDemo = parseBoolean('SEED_DEMO', value('SEED_DEMO'), false, problems);
  const trustProxy = parseBoolean('TRUST_PROXY', value('TRUST_PROXY'), false, problems);

  let logLevel: Config['logLevel'] = 'info';
  const rawLevel = value('LOG_LEVEL');
  if (rawLevel !== undefined) {
    if ((LOG_LEVELS as readonly string[]).includes(rawLevel)) logLevel = rawLevel as Config['logLevel'];
    else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${rawLevel}"`);
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return { port, host, dataDir, databaseUrl, jwtSecret, corsOrigins, seedDemo, logLevel, trustProxy };
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean, problems: string[]): boolean {
  if (raw === undefined) return fallback;
  const lower = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
  if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  problems.push(`${name} must be true or false (or 1 / 0), got "${raw}"`);
  return fallback;
}
