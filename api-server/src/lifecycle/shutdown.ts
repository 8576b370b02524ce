/**
 * Stopping the process (SIGTERM, SIGINT, or an uncaught error), in an order a load balancer and its
 * clients can follow:
 * 1. at once: readiness fails, new requests get 503 and every answer says `Connection: close`
 *    (lifecycle/draining.ts), live sockets are closed with 1001 ("going away": reconnect elsewhere,
 *    routes/live.ts);
 * 2. for `drainMs` the port stays open, so health checks see the 503 rather than a refused
 *    connection, and kept-alive clients learn to reconnect;
 * 3. the port closes, idle connections are closed, requests still running finish, the database
 *    closes, and the process exits 0.
 * It never takes longer than `deadlineMs` (then exit 1), a second signal exits at once, and none of
 * this depends on stdout / stderr still being there (a pipe whose reader has gone fails writes
 * with EPIPE, which must not stop the exit).
 */
import type { FastifyInstance } from 'fastify';
import closeWithGrace from 'close-with-grace';
import { closeLog, type LogDestination } from './log-destination';


export interface ShutdownOptions {
  /** How long new requests get 503 (readiness included) before the port closes. */
  drainMs: number;
  /** The process exits (code 1) after this, whatever is still running. */
  deadlineMs: number;
  /** The log, written out (briefly) before the exit. */
  log?: LogDestination;
}

/** What the log may take to be written out before the exit. */
const LOG_CLOSE_MS = 300;

/** A write to a closed pipe fails; the process must go on (and exit) regardless. */
function ignoreBrokenPipes(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', () => undefined);
  }
}

/** Logging that can never throw (the log's reader may be gone). */
function safely(write: () => void): void {
  try {
    write();
  } catch {
    // nowhere left to say it
  }
}

/** Steps 1–3 above (without the exit); tests call it directly. */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.draining.start();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
}

export function installShutdown(app: FastifyInstance, options: ShutdownOptions): void {
  ignoreBrokenPipes();
  const logger = { error: (message: unknown) => safely(() => app.log.error(message instanceof Error ? { err: message } : { msg: String(message) }, 'shutdown')) };
  closeWithGrace(
    {
      delay: options.deadlineMs,
      logger,
      onSecondSignal: (signal) => {
        safely(() => app.log.warn({ signal }, 'second signal: exiting now'));
        process.exit(1);
      },
      onTimeout: (delay) => {
        safely(() => app.log.error({ delay }, 'shutdown took too long: exiting now'));
        process.exit(1);
      },
    },
    async ({ signal, err }) => {
      if (err) safely(() => app.log.error({ err }, 'shutting down after an error'));
      else safely(() => app.log.info({ signal }, 'shutting down'));
      await drainAndClose(app, options.drainMs);
      if (options.log) await closeLog(options.log, LOG_CLOSE_MS);
    },
  );
}
