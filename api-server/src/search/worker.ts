/**
 * A search thread (threads.ts): its own read-only connection to the API's SQLite file, on which it
 * answers the shop's search calls one at a time. Piscina calls the default export once per call.
 */
import { workerData } from 'node:worker_threads';
import { openSqliteReader } from '../db/connect';
import { answerOnThread, type SearchCall, type ThreadAnswer } from './calls';

export interface SearchWorkerData {
  /** The SQLite file the API writes. */
  file: string;
}

const reader = openSqliteReader((workerData as SearchWorkerData).file);

export default function searchOnThisThread(call: SearchCall): Promise<ThreadAnswer> {
  return answerOnThread(reader.db, call);
}
