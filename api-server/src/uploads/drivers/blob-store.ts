/** Where picture files live: a few operations on named objects, one driver per kind of storage. */
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  /** Bytes, when the storage says. */
  size: number | undefined;
}

export interface BlobStore {
  /** Writes an object whole (a reader never sees part of it). `size` is required for a stream. */
  put(key: string, body: Buffer | Readable, size?: number): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes the objects (missing ones are fine). */
  delete(keys: string[]): Promise<void>;
  /** Throws unless the storage can be used now (readiness). */
  check(): Promise<void>;
  /** What readiness and logs call it. */
  describe(): string;
}
