/**
 * Where the API's log lines go: standard output, written without ever blocking the process.
 * pino's default destination (and pino.destination()) flushes synchronously when the process exits,
 * retrying a full pipe for ever; with a reader that stopped reading (a supervisor hung, a terminal paused) the process
 * then never finished exiting and could not even take a second SIGTERM. Here a stalled reader costs
 * at most `MAX_BUFFERED_BYTES` of log lines (later ones are dropped), a reader that has gone (EPIPE)
 * ends logging, and the exit never waits for the log.
 */
import { SonicBoom } from 'sonic-boom';

const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

export type LogDestination = SonicBoom;

/** The same writer pino uses (sonic-boom), without pino's flush-at-exit. */
export function createLogDestination(): LogDestination {
  const destination = new SonicBoom({ fd: 1, sync: false, maxLength: MAX_BUFFERED_BYTES });
  destination.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') destination.write = () => true;
  });
  return destination;
}

/** Writes out what is buffered and closes the log, waiting at most `ms` (a stalled reader must not hold the exit). */
export function closeLog(destination: LogDestination, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    destination.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      destination.end();
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}
