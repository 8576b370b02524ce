/**
 * A change left open on purpose, to show what another change does meanwhile: `openChange` runs a
 * transaction that writes and then waits, uncommitted, until `commit()`; `within` fails when the
 * other change waited for it (took longer than `ms`).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../src/db/types';

export function openChange(db: Kysely<Database>, write: (trx: Transaction<Database>) => Promise<unknown>) {
  let commit!: () => void;
  const mayCommit = new Promise<void>((resolve) => (commit = resolve));
  let written!: () => void;
  const hasWritten = new Promise<void>((resolve) => (written = resolve));
  const done = db.transaction().execute(async (trx) => {
    await write(trx);
    written();
    await mayCommit;
  });
  return { hasWritten, commit: () => (commit(), done) };
}

/** Rejects when `work` takes longer than `ms`: the sign that it waited for a transaction still open. */
export async function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} waited for the open transaction`)), ms)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
