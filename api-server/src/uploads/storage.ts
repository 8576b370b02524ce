/**
 * Stored pictures: WebP files with random names under DATA_DIR/uploads/<kind>/, referred to by their
 * public path (/uploads/<kind>/<name>.webp). Nothing a client sends ever becomes part of a path.
 */
import fs from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

export type UploadKind = 'stores' | 'products';
export const UPLOAD_KINDS: readonly UploadKind[] = ['stores', 'products'];
const PUBLIC_PATH = /^\/uploads\/(stores|products)\/([0-9a-f-]{36}\.webp)$/;

export interface UploadStore {
  /** The directory served at /uploads. */
  root: string;
  save(kind: UploadKind, webp: Buffer): Promise<string>;
  /** Removes a stored picture by its public path; unknown or foreign paths are ignored. */
  remove(publicPath: string | null | undefined): Promise<void>;
}

export function createUploadStore(dataDir: string): UploadStore {
  const root = path.join(dataDir, 'uploads');
  for (const kind of UPLOAD_KINDS) mkdirSync(path.join(root, kind), { recursive: true });
  return {
    root,
    async save(kind, webp) {
      const name = `${randomUUID()}.webp`;
      await fs.writeFile(path.join(root, kind, name), webp, { flag: 'wx', mode: 0o644 });
      return `/uploads/${kind}/${name}`;
    },
    async remove(publicPath) {
      const match = publicPath ? PUBLIC_PATH.exec(publicPath) : null;
      if (!match) return;
      await fs.rm(path.join(root, match[1], match[2]), { force: true });
    },
  };
}
