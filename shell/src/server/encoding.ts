/**
 * Content encodings of the shell server's answers: Brotli for browsers that take it, else gzip,
 * negotiated by `negotiator` (the library behind Express's `accepts`), so q values count:
 * `br;q=0, gzip` gets gzip, `identity;q=0` never gets an uncompressed body, `*;q=0` refuses what is
 * not named. When the request refuses everything we have, the body goes as it is (identity), as
 * most servers do rather than a 406.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

const OURS: Encoding[] = ['br', 'gzip', 'identity'];

/** The encodings a request takes, best first (ties: br, then gzip, then identity). */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  const headers: IncomingHttpHeaders = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  // negotiator 1.x takes the server's preference for ties (its @types still describe 0.6).
  const negotiator = new Negotiator({ headers }) as unknown as { encodings(available: string[], options: { preferred: string[] }): string[] };
  return negotiator.encodings(OURS, { preferred: OURS }) as Encoding[];
}

/** What to answer a request's Accept-Encoding with (small bodies are sent as they are, when allowed). */
export function preferredEncoding(acceptEncoding: string | undefined, size = Number.POSITIVE_INFINITY): Encoding {
  const accepted = acceptedEncodings(acceptEncoding);
  if (size < 1024 && accepted.includes('identity')) return 'identity';
  return accepted[0] ?? 'identity';
}

/**
 * The Accept-Encoding to hand @fastify/static when it picks a precompressed copy of a file: the one
 * coding negotiation chose, or none, so files and pages follow the same reading of q values.
 */
export function acceptEncodingForFiles(acceptEncoding: string | undefined): string {
  const best = preferredEncoding(acceptEncoding);
  return best === 'identity' ? '' : best;
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
