/** Password hashes in the format stored before argon2id (scrypt), to test their upgrade at sign-in. */
import { randomBytes, scrypt } from 'node:crypto';

export function legacyScryptHash(password: string, log2N = 10): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password, salt, 64, { N: 2 ** log2N, r: 8, p: 1, maxmem: 2 * 128 * 2 ** log2N * 8 }, (error, key) => {
      if (error) reject(error);
      else resolve(['scrypt', log2N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$'));
    });
  });
}
