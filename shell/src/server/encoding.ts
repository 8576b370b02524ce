/** Content encodings of the shell server's pages: Brotli for browsers that take it, else gzip. */
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** What to answer a request's Accept-Encoding with (small bodies are sent as they are). */
export function preferredEncoding(acceptEncoding: string | undefined, size = Number.POSITIVE_INFINITY): Encoding {
  if (size < 1024) return 'identity';
  if (/\bbr\b/.test(acceptEncoding ?? '')) return 'br';
  if (/\bgzip\b/.test(acceptEncoding ?? '')) return 'gzip';
  return 'identity';
}

export function encode(data: Buffer, encoding: Encoding): Buffer {
  // Brotli at 5: within a millisecond for a page, most of the size gain of the higher levels.
  if (encoding === 'br') return brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(data, { level: 6 });
  return data;
}

export function decode(data: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliDecompressSync(data);
  if (encoding === 'gzip') return gunzipSync(data);
  return data;
}
