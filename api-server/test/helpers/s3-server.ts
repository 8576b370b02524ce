/**
 * An S3-compatible server of the test's own (s3rver, from npm) on a free port, with one bucket, and
 * the environment that points the API at it. Stopped (and its files removed) by the test.
 *
 * Stopping is what a storage service that went away looks like: the listening socket closes and
 * every open connection is cut at once, in-flight requests included. (s3rver's own close() only
 * stops listening and waits for the connections to end: the API instances' SDK clients keep theirs
 * alive, so it could wait forever.) Starting again listens on the same port, retrying while the
 * port is still taken, for a bounded time. A stop or start that does not finish in time throws,
 * naming what it waited for, rather than letting the test run into its own timeout.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/** s3rver's fixed credentials. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Longest a stop waits for the server to have closed (its connections are destroyed at once). */
const STOP_WITHIN_MS = 5_000;
/** Longest a start keeps trying to listen on its port (still taken a moment after a stop). */
const LISTEN_WITHIN_MS = 10_000;

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The S3_* variables and the AWS credentials, for loadConfig and the SDK. */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Stops listening and cuts every open connection. */
  stop(): Promise<void>;
  /** Starts again on the same port and directory (after stop). */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  dispose(): Promise<void>;
}

/** Rejects with `message` unless `promise` settles within `ms`. */
function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function listenOnce(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, '127.0.0.1');
  });
}

/** Listens on `port` (0: any free one), retrying while it is in use, at most LISTEN_WITHIN_MS. */
async function listen(server: http.Server, port: number): Promise<number> {
  const deadline = Date.now() + LISTEN_WITHIN_MS;
  for (;;) {
    try {
      await listenOnce(server, port);
      return (server.address() as AddressInfo).port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) {
        throw new Error(`the test's S3 server could not listen on 127.0.0.1:${port} within ${LISTEN_WITHIN_MS} ms: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startTestS3(bucket = 'test-pictures'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));

  /** s3rver as a request handler, on an HTTP server of ours: it is ours to stop. */
  async function serve(port: number) {
    const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket }] });
    await s3rver.configureBuckets();
    const server = http.createServer(s3rver.callback());
    // No keep-alive timeout of its own to wait for: a stop cuts connections anyway.
    return { s3rver, server, port: await listen(server, port) };
  }

  let running: Awaited<ReturnType<typeof serve>> | null = await serve(0);
  const { port } = running;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3RVER_CREDENTIALS });

  const stop = async () => {
    if (!running) return;
    const { s3rver, server } = running;
    running = null;
    const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    server.closeAllConnections();
    await within(closed, STOP_WITHIN_MS, `the test's S3 server on port ${port} did not close within ${STOP_WITHIN_MS} ms of its connections being destroyed`);
    // A request cut mid-way still finishes in s3rver and logs: a closed winston logger then
    // complains on console.error, after the test file is done, and jest exits 1 for it
    // ("Cannot log after tests are done") with every test passed. Silent first, then closed.
    s3rver.logger.silent = true;
    s3rver.logger.close();
  };
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    stop,
    async start() {
      if (running) return;
      running = await serve(port);
    },
    async dispose() {
      await stop();
      client.destroy();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
