/**
 * Password hashing: argon2id with OWASP's parameters (m=19 MiB, t=2, p=1), 16-byte random salt,
 * stored in the PHC format that names its parameters:
 *   $argon2id$v=19$m=19456,t=2,p=1$<salt base64>$<hash base64>
 * Hashes made before (scrypt$<log2 N>$<r>$<p>$<salt base64url>$<key base64url>, N=2^17) still
 * verify, and `needsRehash` tells a sign-in whose password was right to store a new hash, so they
 * disappear as people sign in. Why argon2id at these parameters: docs/operations.md, "Password
 * hashing". Every hash waits its turn in the queue of hash-queue.ts.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import * as argon2 from '@node-rs/argon2';
import { createHashQueue, type HashTicket } from './hash-queue';

export { HASHING_BUSY_MESSAGE, type HashTicket } from './hash-queue';

export interface PasswordCost {
  /** Memory per hash in KiB (argon2's m). */
  memoryKiB: number;
  /** Passes over that memory (argon2's t). */
  passes: number;
}

/** OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. */
export const OWASP_ARGON2ID: PasswordCost = { memoryKiB: 19 * 1024, passes: 2 };
export const DEFAULT_HASH_CONCURRENCY = 2;
/** Longest a sign-in waits for a hash to start before it is told to come back (503). */
export const DEFAULT_HASH_MAX_WAIT_MS = 1000;

/** @node-rs/argon2 declares its algorithms as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as argon2.Algorithm;

export interface PasswordHasher {
  hash(password: string, ticket?: HashTicket): Promise<string>;
  verify(password: string, stored: string, ticket?: HashTicket): Promise<boolean>;
  /** Spends what a real check costs, so an unknown name cannot be told apart by timing. */
  verifyAgainstNothing(password: string, ticket?: HashTicket): Promise<false>;
  /** Whether `stored` was made with other parameters than today's (store a new hash once the password is proven). */
  needsRehash(stored: string): boolean;
  /** Hashes running now (for tests and diagnostics). */
  running(): number;
}

export interface HasherOptions {
  /** OWASP's parameters in production; tests lower them to keep suites quick. */
  cost?: PasswordCost;
  /** Hashes computed at once (each holds `cost.memoryKiB` and a libuv worker thread). */
  concurrency?: number;
  /** Longest wait for a slot; a hash that could not start in time is refused at once (503). */
  maxWaitMs?: number;
}

export function createPasswordHasher(options: HasherOptions = {}): PasswordHasher {
  const { cost = OWASP_ARGON2ID, concurrency = DEFAULT_HASH_CONCURRENCY, maxWaitMs = DEFAULT_HASH_MAX_WAIT_MS } = options;
  const argonOptions: argon2.Options = { algorithm: ARGON2ID, memoryCost: cost.memoryKiB, timeCost: cost.passes, parallelism: 1 };
  const queue = createHashQueue({ slots: Math.max(1, concurrency), maxWaitMs });

  const check = (password: string, stored: string, ticket?: HashTicket): Promise<boolean> => {
    if (stored.startsWith('$argon2')) return queue.run(() => argon2.verify(stored, password).catch(() => false), ticket);
    const legacy = parseLegacyScrypt(stored);
    if (!legacy) return Promise.resolve(false);
    return queue.run(() => verifyLegacyScrypt(password, legacy), ticket);
  };
  // A wrong password puts its client further back in the queue for a while.
  const verify = async (password: string, stored: string, ticket?: HashTicket): Promise<boolean> => {
    const valid = await check(password, stored, ticket);
    if (!valid && ticket) queue.noteMiss(ticket.client);
    return valid;
  };

  // What unknown names are checked against: a hash of a random password with today's parameters,
  // so checking it costs exactly what a real check costs and no password matches it.
  let dummyHash: Promise<string> | undefined;

  return {
    hash: (password, ticket) => queue.run(() => argon2.hash(password, argonOptions), ticket),
    verify,
    async verifyAgainstNothing(password, ticket) {
      dummyHash ??= argon2.hash(randomBytes(32), argonOptions);
      await verify(password, await dummyHash, ticket);
      return false;
    },
    needsRehash(stored) {
      if (!stored.startsWith('$argon2id$')) return true;
      try {
        const made = argon2.parseOptions(stored);
        return made.memoryCost !== cost.memoryKiB || made.timeCost !== cost.passes || made.parallelism !== 1;
      } catch {
        return true;
      }
    },
    running: queue.running,
  };
}

// ----- the format used before argon2id: read, never written -----

interface LegacyScrypt {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseLegacyScrypt(stored: string): LegacyScrypt | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [log2N, r, p] = parts.slice(1, 4).map(Number);
  if (![log2N, r, p].every(Number.isInteger) || log2N < 1 || log2N > 20 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { log2N, r, p, salt: Buffer.from(parts[4], 'base64url'), key: Buffer.from(parts[5], 'base64url') };
}

function verifyLegacyScrypt(password: string, { log2N, r, p, salt, key }: LegacyScrypt): Promise<boolean> {
  // scrypt needs about 128·N·r bytes; Node's default cap (32 MB) is below that for N=2^17.
  const options = { N: 2 ** log2N, r, p, maxmem: 2 * 128 * 2 ** log2N * r };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, key.length, options, (error, actual) => {
      if (error) reject(error);
      else resolve(timingSafeEqual(actual, key));
    });
  });
}
