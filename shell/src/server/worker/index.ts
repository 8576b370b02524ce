/**
 * A render worker (a thread of the shell server's pool). Async boundary: the federation share
 * scope settles before React and the other shared modules are evaluated, as in the browser.
 * Piscina awaits the default export, the function that renders one request.
 */
import { workerData } from 'node:worker_threads';
import type { WorkerSettings } from '../wire';

export default import('./startWorker').then(({ startWorker }) => startWorker(workerData as WorkerSettings));
