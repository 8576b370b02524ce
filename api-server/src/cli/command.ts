/**
 * What the API's one-off commands share (`npm run rates:import`, `npm run operator:create`): their
 * output, the database they open (the API's, from DATABASE_URL or DATA_DIR; each command migrates it
 * before use) and how they run as a process (the exit code they resolve with, or 1 on a fault).
 */
import { openDatabase, type DatabaseHandle } from '../db/connect';

export interface CommandIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** The API's database for a command, or undefined once the reason it cannot be opened is written. */
export function openCommandDatabase(io: CommandIo): DatabaseHandle | undefined {
  try {
    return openDatabase({ databaseUrl: io.env.DATABASE_URL || null, dataDir: io.env.DATA_DIR || './data' });
  } catch (error) {
    io.err(`cannot open the database: ${(error as Error).message}`);
    return undefined;
  }
}

/** Runs `command` as the process: its exit code becomes the process's; a fault is written and exits 1. */
export function runAsProcess(command: () => Promise<number>, cleanup: () => void = () => {}): void {
  command()
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(cleanup);
}
