/**
 * SQLite's committed reads (db/committed-reads.ts) asked together: the reads of one turn of the event
 * loop share a read transaction, and each still sees everything committed before it was asked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { committedReaderOf, serveCommittedReads, type CommittedRead } from '../committed-reads';

let dir: string;
let writer: SqliteDatabase.Database;
let reader: SqliteDatabase.Database;
let read: CommittedRead;

const IN_TRANSACTION = 'SELECT in_transaction() AS shared';
const CITY_OF = 'SELECT city FROM people WHERE name = ?';

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'committed-reads-'));
  const file = path.join(dir, 'test.sqlite');
  writer = new SqliteDatabase(file);
  writer.pragma('journal_mode = WAL');
  writer.exec("CREATE TABLE people (name TEXT PRIMARY KEY, city TEXT NOT NULL); INSERT INTO people VALUES ('ana', 'Lima'), ('ben', 'Oslo')");
  reader = new SqliteDatabase(file, { readonly: true });
  // What the reading connection itself says, asked from inside a statement it runs.
  reader.function('in_transaction', () => (reader.inTransaction ? 1 : 0));
  const key = {};
  serveCommittedReads(key, reader, { together: true });
  read = committedReaderOf(key)!;
});

afterEach(() => {
  reader.close();
  writer.close();
  rmSync(dir, { recursive: true, force: true });
});

it('answers each of the reads asked together with its own rows, in one read transaction', async () => {
  const answers = await Promise.all([read(CITY_OF, ['ana']), read(CITY_OF, ['ben']), read(CITY_OF, ['cai']), read(IN_TRANSACTION, [])]);
  expect(answers).toEqual([[{ city: 'Lima' }], [{ city: 'Oslo' }], [], [{ shared: 1 }]]);
  expect(reader.inTransaction).toBe(false);
});

it('runs a read asked alone as a statement of its own', async () => {
  expect(await read(IN_TRANSACTION, [])).toEqual([{ shared: 0 }]);
});

it('sees a change committed after the read was asked and before the reads ran, and one committed between turns', async () => {
  const before = read(CITY_OF, ['ana']);
  writer.prepare("UPDATE people SET city = 'Cusco' WHERE name = 'ana'").run();
  const after = read(CITY_OF, ['ana']);
  expect(await Promise.all([before, after])).toEqual([[{ city: 'Cusco' }], [{ city: 'Cusco' }]]);
  writer.prepare("UPDATE people SET city = 'Quito' WHERE name = 'ana'").run();
  expect(await read(CITY_OF, ['ana'])).toEqual([{ city: 'Quito' }]);
});

it('never sees a change the writer has not committed', async () => {
  writer.exec('BEGIN');
  writer.prepare("UPDATE people SET city = 'Bergen' WHERE name = 'ben'").run();
  expect(await Promise.all([read(CITY_OF, ['ben']), read(CITY_OF, ['ana'])])).toEqual([[{ city: 'Oslo' }], [{ city: 'Lima' }]]);
  writer.exec('COMMIT');
  expect(await read(CITY_OF, ['ben'])).toEqual([{ city: 'Bergen' }]);
});

it('refuses only the read that fails; the others of its turn are answered and the transaction ends', async () => {
  const [good, bad, alsoGood] = await Promise.allSettled([read(CITY_OF, ['ana']), read(CITY_OF, []), read(CITY_OF, ['ben'])]);
  expect(good).toEqual({ status: 'fulfilled', value: [{ city: 'Lima' }] });
  expect(bad).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/parameter/) } });
  expect(alsoGood).toEqual({ status: 'fulfilled', value: [{ city: 'Oslo' }] });
  expect(reader.inTransaction).toBe(false);
  // The writer is not held back by a read transaction left open: it can write and checkpoint.
  writer.prepare("UPDATE people SET city = 'Tromsø' WHERE name = 'ben'").run();
  expect(writer.pragma('wal_checkpoint(TRUNCATE)')).toEqual([{ busy: 0, log: 0, checkpointed: 0 }]);
});

it('refuses the reads of a turn whose connection closed before they ran, each on its own', async () => {
  const reads = [read(CITY_OF, ['ana']), read(CITY_OF, ['ben'])];
  reader.close();
  const answers = await Promise.allSettled(reads);
  expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
  expect(answers[0]).toMatchObject({ reason: { message: expect.stringMatching(/not open/) } });
});

it('leaves a statement that writes to the caller', () => {
  expect(read("UPDATE people SET city = 'Lima'", [])).toBeUndefined();
});
