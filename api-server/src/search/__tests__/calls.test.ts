/** A search thread's answer as it crosses to the API's thread (a structured clone, as postMessage makes). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { openSqliteReader } from '../../db/connect';
import { isSqliteBusy } from '../../db/errors';
import { answerOnThread, valueOf, type ThreadAnswer } from '../calls';

describe('a search thread\'s answer', () => {
  it('brings a value across as it is', () => {
    const page = { items: [{ product_id: 1, name: 'Teapot' }], hasMore: false, plan: 'word-starts' };
    expect(valueOf(structuredClone<ThreadAnswer>({ value: page }))).toEqual(page);
  });

  it('throws an error again with its code, so a busy database still answers 503 rather than 500', () => {
    const crossed = structuredClone<ThreadAnswer>({ error: { name: 'SqliteError', message: 'database is locked', code: 'SQLITE_BUSY' } });
    let thrown: unknown;
    try {
      valueOf(crossed);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).toMatchObject({ name: 'SqliteError', message: 'database is locked', code: 'SQLITE_BUSY' });
    expect(isSqliteBusy(thrown)).toBe(true);
  });

  it('carries the error of a failed search, code included, from the thread to the caller', async () => {
    // A database without the shop's tables: the search's first statement fails in SQLite.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-calls-'));
    const file = path.join(dir, 'empty.sqlite');
    new SqliteDatabase(file).close();
    const reader = openSqliteReader(file);
    try {
      const answered = structuredClone(await answerOnThread(reader.db, { call: 'products', search: { q: 'teapot', limit: 5, sort: 'relevance', typos: false } }));
      expect(answered).toEqual({ error: expect.objectContaining({ name: 'SqliteError', code: 'SQLITE_ERROR' }) });
      expect(() => valueOf(answered)).toThrow(expect.objectContaining({ code: 'SQLITE_ERROR', message: expect.stringMatching(/no such table/) }));
    } finally {
      await reader.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
