/** Pictures on this machine's disk, under DATA_DIR/uploads (one instance). */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { BlobStore } from './blob-store';

export function createLocalBlobStore(root: string, folders: readonly string[]): BlobStore {
  for (const folder of folders) fs.mkdirSync(path.join(root, folder), { recursive: true });
  // Keys are built by storage.ts from fixed folders and random names; this only guards the root.
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`not an upload key: ${key}`);
    return file;
  };

  return {
    async put(key, body) {
      const file = fileOf(key);
      // Written beside it, then renamed: a reader sees the whole file or none.
      const temporary = `${file}.${randomUUID()}.part`;
      try {
        if (Buffer.isBuffer(body)) await fsp.writeFile(temporary, body, { flag: 'wx', mode: 0o644 });
        else await pipeline(body as Readable, fs.createWriteStream(temporary, { flags: 'wx', mode: 0o644 }));
        await fsp.rename(temporary, file);
      } catch (error) {
        await fsp.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(fileOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fsp.rm(fileOf(key), { force: true })));
    },
    async check() {
      await fsp.access(root, fs.constants.W_OK);
    },
    describe: () => `local disk (${root})`,
  };
}
