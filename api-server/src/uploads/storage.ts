/**
 * Stored pictures: WebP files with random names, referred to by their public path
 * (/uploads/<kind>/<name>.webp). Each is kept at most 2048 px wide (the original) and in the
 * contract's widths (320, 640, 1280 px: `?w=`), made when it is stored; a picture stored before
 * widths existed gets each width on its first request, which then stores it. Where the files live
 * is the driver's business: DATA_DIR/uploads (one machine) or an S3-compatible bucket (every
 * instance). Nothing a client sends ever becomes part of a name.
 *
 * When the storage does not answer, storing or reading a picture fails with 503 `{msg, code:
 * 'storage_unavailable'}` naming the storage (never "the database"), and everything else goes on:
 * removing the picture a change no longer refers to is best effort (logged; an object nothing
 * refers to may stay behind), so deleting a product still works during an outage.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { StorageConfig } from '../config';
import { HttpError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors';
import type { BlobStore, StoredObject } from './drivers/blob-store';
import { createLocalBlobStore } from './drivers/local';
import { createS3BlobStore } from './drivers/s3';

export type UploadKind = 'stores' | 'products';
export const UPLOAD_KINDS: readonly UploadKind[] = ['stores', 'products'];
/** The widths every picture is also served in (the contract's). */
export const PICTURE_WIDTHS = [320, 640, 1280] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export const STORAGE_UNAVAILABLE = {
  code: 'storage_unavailable',
  msg: 'The picture storage is not answering, so pictures cannot be stored or shown right now; please try again in a moment',
} as const;

/** 503 `{msg, code: 'storage_unavailable'}`: the storage failed (the driver's error is the cause, logged). */
export class StorageUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, STORAGE_UNAVAILABLE.msg, UNAVAILABLE_RETRY_AFTER_SECONDS, STORAGE_UNAVAILABLE.code);
    this.cause = cause;
  }
}

const NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;
const PUBLIC_PATH = /^\/uploads\/(stores|products)\/([^/]+)$/;

export interface UploadStore {
  /** Stores a picture (WebP) and its widths; answers its public path. When it fails, nothing is left behind. */
  save(kind: UploadKind, webp: Buffer): Promise<string>;
  /**
   * Removes a stored picture and its widths by public path; unknown or foreign paths are ignored.
   * Never throws: a storage that does not answer leaves the objects behind (logged).
   */
  remove(publicPath: string | null | undefined): Promise<void>;
  /**
   * Saves a picture (when there is one) and runs `use` with its public path: the write that refers
   * to it. If `use` throws, the picture is removed again (nothing refers to it) and the error goes on.
   */
  withSaved<T>(kind: UploadKind, webp: Buffer, use: (img: string) => Promise<T>): Promise<T>;
  withSaved<T>(kind: UploadKind, webp: Buffer | undefined, use: (img: string | undefined) => Promise<T>): Promise<T>;
  /** The picture `name` of `kind`, at `width` (or the original); null when there is none. */
  open(kind: string, name: string, width?: PictureWidth): Promise<StoredObject | null>;
  /** Throws unless pictures can be stored and read now (readiness). */
  check(): Promise<void>;
  driver: BlobStore;
}

/** The storage key of a picture, or null for a name that is not one of ours. */
export function pictureKey(kind: string, name: string, width?: PictureWidth): string | null {
  const match = NAME.exec(name);
  if (!match || !(UPLOAD_KINDS as readonly string[]).includes(kind)) return null;
  return width === undefined ? `${kind}/${match[1]}.webp` : `${kind}/${match[1]}.w${width}.webp`;
}

function keysOf(publicPath: string | null | undefined): string[] {
  const match = publicPath ? PUBLIC_PATH.exec(publicPath) : null;
  const original = match ? pictureKey(match[1], match[2]) : null;
  if (!match || !original) return [];
  return [original, ...PICTURE_WIDTHS.map((width) => pictureKey(match[1], match[2], width)!)];
}

/** The picture at most `width` pixels wide: never enlarged (a narrower one is kept as it is). */
export async function resizeTo(webp: Buffer, width: PictureWidth): Promise<Buffer> {
  const { width: actual } = await sharp(webp).metadata();
  if (actual !== undefined && actual <= width) return webp;
  return sharp(webp).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function driverFor(storage: StorageConfig, dataDir: string): BlobStore {
  if (storage.driver === 's3') return createS3BlobStore(storage);
  return createLocalBlobStore(path.join(dataDir, 'uploads'), UPLOAD_KINDS);
}

export function createUploadStore(driver: BlobStore, onError: (error: unknown, context: string) => void = () => undefined): UploadStore {
  /** Widths being made on first request, so concurrent requests make each once. */
  const making = new Map<string, Promise<Buffer | null>>();

  /** The storage's answer, or 503 storage_unavailable when it failed (logged with the driver's error). */
  async function fromStorage<T>(work: Promise<T>, context: string): Promise<T> {
    try {
      return await work;
    } catch (error) {
      onError(error, context);
      throw new StorageUnavailableError(error);
    }
  }

  async function makeWidth(kind: string, name: string, width: PictureWidth, key: string): Promise<Buffer | null> {
    const original = await driver.get(pictureKey(kind, name)!);
    if (!original) return null;
    const resized = await resizeTo(await readAll(original.body), width);
    // Kept for the next request; a failure to keep it only costs making it again.
    await driver.put(key, resized).catch((error: unknown) => onError(error, 'could not store a picture width'));
    return resized;
  }

  function withSaved<T>(kind: UploadKind, webp: Buffer, use: (img: string) => Promise<T>): Promise<T>;
  function withSaved<T>(kind: UploadKind, webp: Buffer | undefined, use: (img: string | undefined) => Promise<T>): Promise<T>;
  async function withSaved<T>(kind: UploadKind, webp: Buffer | undefined, use: (img: string) => Promise<T>): Promise<T> {
    const img = webp ? await uploads.save(kind, webp) : undefined;
    try {
      // Undefined only reaches callers whose `use` accepts it (the second overload).
      return await use(img as string);
    } catch (error) {
      await uploads.remove(img);
      throw error;
    }
  }

  const uploads: UploadStore = {
    driver,
    async save(kind, webp) {
      const name = `${randomUUID()}.webp`;
      const files: Array<[string, Buffer]> = [[pictureKey(kind, name)!, webp]];
      for (const width of PICTURE_WIDTHS) files.push([pictureKey(kind, name, width)!, await resizeTo(webp, width)]);
      const written = await Promise.allSettled(files.map(([key, bytes]) => driver.put(key, bytes)));
      const failed = written.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) {
        await driver.delete(files.map(([key]) => key)).catch((error: unknown) => onError(error, 'could not remove a picture whose upload failed'));
        onError(failed.reason, `could not store a picture in ${driver.describe()}`);
        throw new StorageUnavailableError(failed.reason);
      }
      return `/uploads/${kind}/${name}`;
    },
    async remove(publicPath) {
      const keys = keysOf(publicPath);
      if (keys.length > 0) await driver.delete(keys).catch((error: unknown) => onError(error, `could not remove ${publicPath} from ${driver.describe()}; it stays behind`));
    },
    withSaved,
    async open(kind, name, width) {
      const key = pictureKey(kind, name, width);
      if (!key) return null;
      const stored = await fromStorage(driver.get(key), `could not read a picture from ${driver.describe()}`);
      if (stored || width === undefined) return stored;
      let made = making.get(key);
      if (!made) {
        made = makeWidth(kind, name, width, key).finally(() => making.delete(key));
        making.set(key, made);
      }
      const bytes = await fromStorage(made, `could not read a picture from ${driver.describe()}`);
      return bytes ? { body: Readable.from([bytes]), size: bytes.length } : null;
    },
    check: () => driver.check(),
  };
  return uploads;
}
