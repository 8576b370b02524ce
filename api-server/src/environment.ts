/**
 * The environment the API reads, each variable listed once: its type (a TypeBox schema, with its
 * limits), its default and what it is for. `readEnvironment` reads every variable the same way:
 * the text (trimmed; empty counts as unset) is turned into the schema's type, checked with
 * TypeBox's Value.Check, and a wrong value is named in a problem "NAME must …, got "value"".
 * README.md's configuration table is checked against this list (src/__tests__/environment-readme.test.ts).
 * Rules between variables and the shape of the Config are config.ts's.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

export type Env = Record<string, string | undefined>;

/** What a variable's schema may say beyond JSON Schema (TypeBox keeps extra keys as they are). */
export interface VariableOptions {
  description: string;
  /** What a value must be ("be a PostgreSQL URL …"), where the type and its limits do not say it well. */
  mustBe?: string;
  /** May hold credentials: the value is never repeated in a message. */
  secret?: boolean;
  /** Taken exactly as given (not trimmed): only an empty value is unset. */
  exact?: boolean;
  /** Values (any case) that mean the same as unset. */
  unsetBy?: readonly string[];
  /** Values (any case) refused with their own reason ("NAME must <reason>"). */
  refused?: { values: readonly string[]; must: string };
  /** A default that is not a constant: worked out when the variable is unset, then checked like a given value. */
  defaultFrom?: (env: RawEnvironment) => unknown;
  /** How README.md shows a default that is not a constant. */
  defaultText?: string;
}

/** Other variables' text, for a default worked out from them. */
export interface RawEnvironment {
  text(name: string): string | undefined;
}

const SWITCH_ON = ['1', 'true', 'yes', 'on'];
const SWITCH_OFF = ['0', 'false', 'no', 'off'];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const MIN_JWT_SECRET_LENGTH = 32;
const DEFAULT_CORS_ORIGINS = [8080, 8081, 8082].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
const NAME_PATTERN = '^[A-Za-z0-9._:-]{1,64}$';
const NAME_RULE = 'be 1–64 letters, digits, ".", "_", ":" or "-"';

const urlWith = (protocols: string[]) => (text: string) => {
  try {
    return protocols.includes(new URL(text).protocol);
  } catch {
    return false;
  }
};
/** An origin exactly (a trailing slash allowed): no path, no query. */
const isOrigin = (text: string) => urlWith(['http:', 'https:'])(text) && new URL(text).origin === text.replace(/\/$/, '');
/** An address, a CIDR range, or one of proxy-addr's keywords. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const wholeNumber = (minimum: number, maximum: number, fallback: number, options: VariableOptions) => Type.Integer({ minimum, maximum, default: fallback, ...options });

export const ENVIRONMENT = Type.Object({
  PORT: wholeNumber(1, 65535, 4000, { description: 'Listen port' }),
  HOST: Type.String({ default: '0.0.0.0', description: 'Listen address' }),
  DATA_DIR: Type.String({ default: './data', description: 'Holds the SQLite database, the uploads and (when JWT_SECRET is unset) the signing secret; relative to the working directory' }),
  DATABASE_URL: Type.Optional(
    Type.Refine(Type.String({ description: 'PostgreSQL connection string; unset: SQLite in DATA_DIR', secret: true, mustBe: 'be a PostgreSQL URL such as postgres://user:password@host:5432/dbname (leave it unset to use SQLite in DATA_DIR)' }), urlWith(['postgres:', 'postgresql:'])),
  ),
  JWT_SECRET: Type.Optional(
    Type.String({
      minLength: MIN_JWT_SECRET_LENGTH,
      description: 'Token signing secret; generated once and kept in DATA_DIR when unset. Required with DATABASE_URL',
      secret: true,
      exact: true,
      mustBe: `be at least ${MIN_JWT_SECRET_LENGTH} characters long (leave it unset to have one generated and kept in DATA_DIR)`,
    }),
  ),
  CORS_ORIGINS: Type.Array(Type.Refine(Type.String(), isOrigin), {
    default: DEFAULT_CORS_ORIGINS,
    defaultText: '`http://localhost:8080,8081,8082` (and 127.0.0.1)',
    description: 'Comma-separated exact origins a browser may call the API from',
    mustBe: 'be a comma-separated list of origins such as https://shop.example.com',
  }),
  SEED_DEMO: Type.Boolean({ default: false, description: 'Load demo data at start' }),
  LOG_LEVEL: Type.Union(
    LOG_LEVELS.map((level) => Type.Literal(level)),
    { default: 'info', description: 'pino level' },
  ),
  // ----- hardening (docs/operations.md) -----
  TRUST_PROXY: Type.Optional(
    Type.Array(Type.Refine(Type.String(), isProxyAddress), {
      description: 'The proxies whose X-Forwarded-For is believed (addresses, CIDR ranges, or loopback / linklocal / uniquelocal); unset: the client address is the connection\'s. Sign-in limits key on it',
      mustBe: 'be a comma-separated list of addresses, CIDR ranges or loopback / linklocal / uniquelocal',
      unsetBy: SWITCH_OFF,
      // Believing any X-Forwarded-For would let a client connecting directly escape the per-address limits.
      refused: {
        values: SWITCH_ON,
        must: 'name the proxies whose X-Forwarded-For is trusted, e.g. TRUST_PROXY=127.0.0.1 or 10.0.0.0/8,loopback ("true" would let any client choose its own address)',
      },
    }),
  ),
  PASSWORD_HASH_CONCURRENCY: wholeNumber(1, 64, 2, { description: 'Password hashes computed at once (argon2id holds 19 MiB each)' }),
  PASSWORD_HASH_MAX_WAIT_MS: wholeNumber(50, 30_000, 1000, { description: 'Longest a sign-in waits for a password hash to start; beyond it, 503 at once' }),
  INSTANCE_ID: Type.String({
    pattern: NAME_PATTERN,
    mustBe: NAME_RULE,
    description: 'Sent as X-Instance-Id on every answer: which instance answered, behind a load balancer',
    defaultFrom: () => `${os.hostname().slice(0, 40)}-${randomBytes(4).toString('hex')}`,
    defaultText: 'host name + random',
  }),
  SHUTDOWN_DRAIN_MS: wholeNumber(0, 8000, 500, { description: 'After SIGTERM, how long new requests (and readiness) get 503 before the port closes' }),
  REQUEST_TIMEOUT_MS: wholeNumber(1000, 3_600_000, 60_000, { description: 'The whole request (headers and body) must arrive within this (408 otherwise)' }),
  HEADERS_TIMEOUT_MS: wholeNumber(1000, 3_600_000, 10_000, { description: 'The request\'s headers must arrive within this (408 otherwise)' }),
  FACETS_TIMEOUT_MS: wholeNumber(1, 60_000, 1000, { description: 'PostgreSQL: longest the facet counts (GET /api/products/facets) may run; beyond it 503 search_timeout' }),
  SEARCH_THREADS: Type.Integer({
    minimum: 0,
    maximum: 16,
    description: "SQLite: threads that answer the shop's searches, facets and suggestions beside the API's own, each on its own read-only connection; 0: in the API's thread. PostgreSQL ignores it",
    // One per core: a third thread on two cores only made the searches take turns (docs/performance.md).
    defaultFrom: () => Math.min(os.availableParallelism(), 16),
    defaultText: 'the CPU cores (at most 16)',
  }),
  SEARCH_ANSWERS_KEPT: wholeNumber(0, 100_000, 1000, { description: 'Search pages, facet counts and suggestion lists (GET /api/products, /facets, /suggest) kept in memory while the catalogue is unchanged, this many of each, the most recently asked (pages also at most 16 K characters each on average); 0: every call answered afresh' }),
  // ----- scale-out (docs/scale-out.md) -----
  REDIS_URL: Type.Optional(
    Type.Refine(
      Type.String({
        description: 'Redis for live-chat signals and shared rate limits across instances; unset: in-process (one instance)',
        secret: true,
        mustBe: 'be a Redis URL such as redis://host:6379 or rediss://user:password@host:6380/0 (leave it unset for one instance)',
      }),
      urlWith(['redis:', 'rediss:']),
    ),
  ),
  REDIS_KEY_PREFIX: Type.String({ pattern: NAME_PATTERN, mustBe: NAME_RULE, default: 'marketplace:', description: 'Prepended to every Redis key and channel, so several sites (or tests) can share one Redis' }),
  // S3's bucket naming rules (3–63 lower-case letters, digits, dots and hyphens).
  S3_BUCKET: Type.Optional(
    Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$', mustBe: 'be a bucket name (3–63 lower-case letters, digits, "." or "-")', description: 'Keep pictures in this S3-compatible bucket instead of DATA_DIR/uploads' }),
  ),
  S3_ENDPOINT: Type.Optional(
    Type.Refine(
      Type.String({ mustBe: 'be an http(s) URL such as https://s3.example.com:9000', defaultText: 'AWS', description: "An S3-compatible service's URL (MinIO, Ceph, R2, …); unset: AWS S3 itself" }),
      urlWith(['http:', 'https:']),
    ),
  ),
  S3_REGION: Type.String({
    pattern: '^[a-z0-9-]{1,40}$',
    mustBe: 'be a region name such as eu-west-1',
    description: "The bucket's region",
    defaultFrom: (env: RawEnvironment) => env.text('AWS_REGION') ?? 'us-east-1',
    defaultText: '`AWS_REGION` or `us-east-1`',
  }),
  S3_FORCE_PATH_STYLE: Type.Boolean({
    description: 'Bucket in the path (http://host/bucket/key) instead of the host name; most self-hosted services need it',
    defaultFrom: (env: RawEnvironment) => env.text('S3_ENDPOINT') !== undefined,
    defaultText: '`true` with an endpoint',
  }),
});

export type Environment = Static<typeof ENVIRONMENT>;
export type VariableName = keyof Environment & string;
export const VARIABLES = Object.keys(ENVIRONMENT.properties) as VariableName[];

type VariableSchema = TSchema & Partial<VariableOptions> & { default?: unknown; minimum?: number; maximum?: number; anyOf?: { const: unknown }[]; items?: TSchema };
const schemaOf = (name: VariableName) => ENVIRONMENT.properties[name] as VariableSchema;

/** What README.md's configuration table must say a variable's default is. */
export function documentedDefault(name: VariableName): string {
  const schema = schemaOf(name);
  if (schema.defaultText !== undefined) return schema.defaultText;
  return schema.default === undefined ? 'unset' : `\`${String(schema.default)}\``;
}

export interface EnvironmentReader {
  /** The variable's value: as given, or its default; a wrong value counts as unset (and is listed in `problems`). */
  get<K extends VariableName>(name: K): Environment[K];
  /** Whether the variable is given (a value that means unset, such as TRUST_PROXY=false, counts as not given). */
  isSet(name: VariableName): boolean;
  /** Every wrong value read so far, in the order read; rules between variables add theirs. */
  problems: string[];
}

/** Reads variables from `env` on demand, each once. */
export function readEnvironment(env: Env): EnvironmentReader {
  const raw: RawEnvironment = { text: (name) => textOf(env, name, false) };
  const values = new Map<VariableName, unknown>();
  const problems: string[] = [];
  const given = (name: VariableName) => {
    const schema = schemaOf(name);
    const text = textOf(env, name, schema.exact === true);
    return text !== undefined && schema.unsetBy?.includes(text.toLowerCase()) ? undefined : text;
  };
  return {
    get<K extends VariableName>(name: K) {
      if (!values.has(name)) values.set(name, read(name, given(name), raw, problems));
      return values.get(name) as Environment[K];
    },
    isSet: (name) => given(name) !== undefined,
    problems,
  };
}

function textOf(env: Env, name: string, exact: boolean): string | undefined {
  const text = exact ? env[name] : env[name]?.trim();
  return text === undefined || text === '' ? undefined : text;
}

function read(name: VariableName, text: string | undefined, raw: RawEnvironment, problems: string[]): unknown {
  const schema = schemaOf(name);
  if (text !== undefined && schema.refused?.values.includes(text.toLowerCase())) {
    problems.push(`${name} must ${schema.refused.must}`);
    return schema.default;
  }
  const value = text !== undefined ? fromText(schema, text) : schema.defaultFrom ? schema.defaultFrom(raw) : schema.default;
  const valid: boolean = value === undefined || Value.Check(schema, value);
  if (valid) return value;
  const { items } = schema;
  const wrong = Array.isArray(value) && items ? value.filter((item: unknown) => !Value.Check(items, item)) : [value];
  for (const shown of wrong) problems.push(`${name} must ${mustBe(schema)}${schema.secret ? '' : `, got "${String(shown)}"`}`);
  return schema.default;
}

/** The text of a variable as its schema's type; text that is not one is left as it is (and fails the check). */
function fromText(schema: VariableSchema, text: string): unknown {
  if (Type.IsInteger(schema)) return /^\d+$/.test(text) ? Number(text) : text;
  if (Type.IsBoolean(schema)) return SWITCH_ON.includes(text.toLowerCase()) ? true : SWITCH_OFF.includes(text.toLowerCase()) ? false : text;
  if (Type.IsArray(schema)) return text.split(',').map((entry) => entry.trim()).filter(Boolean);
  return text;
}

function mustBe(schema: VariableSchema): string {
  const { minimum, maximum } = schema;
  if (schema.mustBe !== undefined) return schema.mustBe;
  if (Type.IsInteger(schema)) return `be a whole number from ${minimum} to ${maximum}`;
  if (Type.IsBoolean(schema)) return 'be true or false (or 1 / 0)';
  if (Type.IsUnion(schema)) return `be one of ${schema.anyOf!.map((option) => String(option.const)).join(', ')}`;
  return 'be valid';
}
