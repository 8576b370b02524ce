/**
 * The rates import: `npm run rates:import -w api-server -- path/to/eurofxref-daily.xml` reads the
 * ECB's daily reference-rate file (currencies/ecb.ts) and replaces every rate in one transaction.
 * A file that does not parse, lacks USD or holds a rate that is not a positive number changes
 * nothing; the command then exits 1 naming the line at fault. The database is the API's:
 * DATABASE_URL (PostgreSQL, any time) or DATA_DIR (SQLite: while the API is stopped, since one
 * process owns a data directory).
 */
import { readFileSync } from 'node:fs';
import type { DatabaseHandle } from '../db/connect';
import { openCommandDatabase, runAsProcess, type CommandIo } from '../cli/command';
import { migrateToLatest } from '../db/migrate';
import { replaceRates } from '../repositories/currencies';
import { parseEcbRates, RatesFileError, type UsdRates } from './ecb';

/** Reads and checks the file; throws RatesFileError (or the file system's error). */
export function readRatesFile(file: string): UsdRates {
  return parseEcbRates(readFileSync(file, 'utf8'));
}

/** Imports `file` into an open database; nothing is written unless the whole file is good. */
export async function importRatesFile(handle: DatabaseHandle, file: string): Promise<UsdRates> {
  const rates = readRatesFile(file);
  await replaceRates(handle.db, rates);
  return rates;
}

/** The command; resolves with its exit code. */
export async function runImportCommand(args: string[], io: CommandIo): Promise<number> {
  const file = args[0];
  if (!file || args.length > 1) {
    io.err('usage: npm run rates:import -w api-server -- path/to/eurofxref-daily.xml');
    return 2;
  }
  let rates: UsdRates;
  try {
    rates = readRatesFile(file);
  } catch (error) {
    io.err(`${file}: ${error instanceof RatesFileError ? error.message : (error as Error).message}; nothing was changed`);
    return 1;
  }
  const handle = openCommandDatabase(io);
  if (!handle) return 1;
  try {
    await migrateToLatest(handle);
    await replaceRates(handle.db, rates);
  } catch (error) {
    io.err(`the rates could not be stored: ${(error as Error).message}; nothing was changed`);
    return 1;
  } finally {
    await handle.close();
  }
  io.out(`imported ${rates.rates.length} rates of ${rates.date} (${rates.rates.map((r) => r.code).join(', ')})`);
  return 0;
}

if (require.main === module) {
  runAsProcess(() => runImportCommand(process.argv.slice(2), { env: process.env, out: (l) => console.log(l), err: (l) => console.error(l) }));
}
