/**
 * Password hashing with scrypt (N=2^17, r=8, p=1, 16-byte per-user salt, 64-byte key), compared in
 * constant time. The parameters are stored in each hash so they can be raised later.
 * Format: scrypt$<log2 N>$<r>$<p>$<salt base64url>$<key base64url>
 *
 * One scrypt at N=2^17 holds 128 MB and a libuv worker thread (the pool reads files too, e.g. the
 * pictures) for about a third of a second. So only `concurrency` run at once; a few more wait their
 * turn, and beyond that a sign-in, sign-up or password change is refused at once with 503 and
 * Retry-After rather than piling up memory and stalling everything else.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HttpError } from '../errors';

export const PRODUCTION_LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

export const DEFAULT_HASH_CONCURRENCY = 2;
/** Waiting hashes per running one: at ~0.35 s each, a full queue waits about 3 s. */
const QUEUE_PER_SLOT = 8;
export const HASHING_BUSY_MESSAGE = 'Too many sign-ins at this moment; please try again in a few seconds';

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
  /** Hashes running now (for tests and diagnostics). */
  running(): number;
}

export interface HasherOptions {
  /** log2 of scrypt's N: 17 in production; tests may lower it to keep suites quick. */
  log2N?: number;
  /** Hashes computed at once (each holds 128·N·r bytes). */
  concurrency?: number;
  /** Hashes allowed to wait for a slot; beyond that the call is refused (503). */
  queueLimit?: number;
}

/** At most `slots` tasks at once, at most `queueLimit` waiting; more are refused. */
function createGate(slots: number, queueLimit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    running: () => running,
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= slots) {
        if (waiting.length >= queueLimit) throw new HttpError(503, HASHING_BUSY_MESSAGE, 2);
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        // The slot passes straight to the next waiter, so `running` only drops when none waits.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

export function createPasswordHasher(options: HasherOptions | number = {}): PasswordHasher {
  const { log2N = PRODUCTION_LOG2_N, concurrency = DEFAULT_HASH_CONCURRENCY, queueLimit = concurrency * QUEUE_PER_SLOT } =
    typeof options === 'number' ? { log2N: options } : options;
  const gate = createGate(Math.max(1, concurrency), Math.max(0, queueLimit));

  const hash = async (password: string): Promise<string> => {
    const salt = randomBytes(SALT_LENGTH);
    const key = await gate.run(() => scryptAsync(password, salt, { N: 2 ** log2N, r: R, p: P, maxmem: maxmemFor(log2N, R) }));
    return ['scrypt', log2N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
  };

  const verify = async (password: string, stored: string): Promise<boolean> => {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [storedLog2N, r, p] = parts.slice(1, 4).map(Number);
    if (![storedLog2N, r, p].every(Number.isInteger) || storedLog2N > 20 || r > 32 || p > 16) return false;
    const salt = Buffer.from(parts[4], 'base64url');
    const expected = Buffer.from(parts[5], 'base64url');
    const actual = await gate.run(() => scryptAsync(password, salt, { N: 2 ** storedLog2N, r, p, maxmem: maxmemFor(storedLog2N, r) }));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };

  // What unknown names are checked against: random salt and key, so no password matches it, and
  // checking it costs exactly what a real check costs.
  let dummyHash: string | undefined;
  const verifyAgainstNothing = async (password: string): Promise<false> => {
    dummyHash ??= ['scrypt', log2N, R, P, randomBytes(SALT_LENGTH).toString('base64url'), randomBytes(KEY_LENGTH).toString('base64url')].join('$');
    await verify(password, dummyHash);
    return false;
  };

  return { hash, verify, verifyAgainstNothing, running: gate.running };
}
