/** The token signing secret: JWT_SECRET, or one generated once and kept (mode 0600) in the data directory. */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const SECRET_FILE_NAME = 'jwt-secret';

export function loadOrCreateSecret(configured: string | null, dataDir: string): Uint8Array {
  if (configured !== null) return new TextEncoder().encode(configured);
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRET_FILE_NAME);
  try {
    // 'wx' fails when the file exists, so two instances starting together keep one secret.
    fs.writeFileSync(file, randomBytes(64).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  if (stored.length < 32) throw new Error(`The signing secret in ${file} is too short; delete the file to have a new one generated (this signs everyone out)`);
  return new TextEncoder().encode(stored);
}
