/**
 * Password hashing with scrypt (N=2^17, r=8, p=1, 16-byte per-user salt, 64-byte key), compared in
 * constant time. The parameters are stored in each hash so they can be raised later.
 * Format: scrypt$<log2 N>$<r>$<p>$<salt base64url>$<key base64url>
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const PRODUCTION_LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** scrypt needs about 128·N·r bytes; Node's default cap (32 MB) is below that for N=2^17. */
const maxmemFor = (log2N: number, r: number) => 2 * 128 * 2 ** log2N * r;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real check, so an unknown name cannot be told apart by timing. */
  verifyAgainstNothing(password: string): Promise<false>;
}

/** `log2N` is 17 in production; tests may lower it to keep suites quick. */
export function createPasswordHasher(log2N: number = PRODUCTION_LOG2_N): PasswordHasher {
  const hash = async (password: string): Promise<string> => {
    const salt = randomBytes(SALT_LENGTH);
    const key = await scryptAsync(password, salt, { N: 2 ** log2N, r: R, p: P, maxmem: maxmemFor(log2N, R) });
    return ['scrypt', log2N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
  };

  const verify = async (password: string, stored: string): Promise<boolean> => {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [storedLog2N, r, p] = parts.slice(1, 4).map(Number);
    if (![storedLog2N, r, p].every(Number.isInteger) || storedLog2N > 20 || r > 32 || p > 16) return false;
    const salt = Buffer.from(parts[4], 'base64url');
    const expected = Buffer.from(parts[5], 'base64url');
    const actual = await scryptAsync(password, salt, { N: 2 ** storedLog2N, r, p, maxmem: maxmemFor(storedLog2N, r) });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };

  let dummyHash: Promise<string> | undefined;
  const verifyAgainstNothing = async (password: string): Promise<false> => {
    dummyHash ??= hash(randomBytes(16).toString('hex'));
    await verify(password, await dummyHash);
    return false;
  };

  return { hash, verify, verifyAgainstNothing };
}
