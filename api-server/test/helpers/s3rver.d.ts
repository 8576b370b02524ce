/** The part of s3rver (an S3-compatible server for tests, no types of its own) the tests use. */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: Array<{ name: string }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** Creates the buckets of `configureBuckets` (what run() does before it listens). */
    configureBuckets(): Promise<unknown>;
    /** The request handler (s3rver is a Koa application). */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    logger: { silent: boolean; close(): void };
  }
}
