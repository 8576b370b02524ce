/**
 * SQLite: the shop's search calls on worker threads, each with its own read-only connection.
 *
 * Why: better-sqlite3 runs a statement to its end on the thread that asks, so in one thread every
 * request waits behind the search before it. A search costs 1–10 ms at a million products
 * (docs/performance.md), ten times a product read; at 10 connections the p95 was about ten calls
 * end to end. In WAL mode readers on other connections run side by side and never wait for the
 * writer, each seeing what was committed when its statement started, as a search on the app's own
 * connection does outside a transaction. So the searches run on `threads` threads (both cores of a
 * 2-core machine), and the API's thread keeps serving everything else while they run.
 *
 * A thread that dies (it should not: a search only reads) fails the calls it held; Piscina starts
 * another in its place.
 */
import path from 'node:path';
import Piscina from 'piscina';
import type { SearchPage, ProductSearch } from '../repositories/product-search';
import type { FacetSearch, Facets, FacetsOptions } from '../repositories/product-facets';
import type { Suggestion } from '../repositories/product-suggest';
import { valueOf, type SearchBackend, type SearchCall, type ThreadAnswer } from './calls';
import type { Stamped } from './remembered';
import type { SearchWorkerData } from './worker';

export interface SearchThreads extends SearchBackend {
  /** Waits for the calls under way, then stops the threads. */
  close(): Promise<void>;
}

/**
 * From the build, the compiled worker; from the sources (`npm run dev`, tests), the TypeScript one
 * through ts-node, with the API's tsconfig whatever the working directory.
 */
function workerFile(): { filename: string; execArgv: string[]; env: NodeJS.ProcessEnv } {
  if (path.extname(__filename) === '.js') return { filename: path.join(__dirname, 'worker.js'), execArgv: [], env: process.env };
  return {
    filename: path.join(__dirname, 'worker.ts'),
    execArgv: ['-r', 'ts-node/register/transpile-only'],
    env: { ...process.env, TS_NODE_PROJECT: path.join(__dirname, '../../tsconfig.json') },
  };
}

export async function startSearchThreads(file: string, threads: number): Promise<SearchThreads> {
  const { filename, execArgv, env } = workerFile();
  const pool = new Piscina({
    filename,
    execArgv,
    env,
    minThreads: threads,
    maxThreads: threads,
    // One call at a time per thread: a statement holds its thread until it ends.
    concurrentTasksPerWorker: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData: { file } satisfies SearchWorkerData,
  });
  const run = async <T>(call: SearchCall) => valueOf<T>((await pool.run(call)) as ThreadAnswer);
  // Every thread opens its connection before the first shopper's search waits on it.
  await Promise.all(Array.from({ length: threads }, () => run({ call: 'suggest', q: '' })));
  return {
    products: (search: ProductSearch, stampSeen?: string) => run<Stamped<SearchPage>>({ call: 'products', search, stampSeen }),
    facets: (search: FacetSearch, options?: FacetsOptions, stampSeen?: string) => run<Stamped<Facets>>({ call: 'facets', search, options, stampSeen }),
    suggest: (q: string, stampSeen?: string) => run<Stamped<Suggestion[]>>({ call: 'suggest', q, stampSeen }),
    close: () => pool.close(),
  };
}
