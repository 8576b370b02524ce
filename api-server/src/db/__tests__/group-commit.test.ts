/**
 * SQLite's transactions of one turn committed together (db/group-commit.ts): one commit for the
 * turn, each caller answered only after it, a failing transaction undone alone, a statement outside
 * any transaction never inside the group, and a group that fails or that SQLite rolls back failing
 * every transaction in it rather than answering them as committed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { GroupCommitSqliteDialect, GroupLostError, MAX_MEMBERS } from '../group-commit';

interface Tables {
  items: { id: Generated<number>; label: string };
  parents: { id: number };
  children: { parent_id: number };
  tripwire: { id: number };
}

describe('SQLite transactions of one turn share one commit', () => {
  let dir: string;
  let file: SqliteDatabase.Database;
  let other: SqliteDatabase.Database;
  let db: Kysely<Tables>;
  let commits: number;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
    const name = path.join(dir, 'db.sqlite');
    file = new SqliteDatabase(name);
    file.pragma('journal_mode = WAL');
    file.pragma('foreign_keys = ON');
    file.exec(`CREATE TABLE items (id INTEGER PRIMARY KEY, label TEXT NOT NULL UNIQUE);
      CREATE TABLE parents (id INTEGER PRIMARY KEY);
      CREATE TABLE children (parent_id INTEGER NOT NULL REFERENCES parents (id) DEFERRABLE INITIALLY DEFERRED);
      CREATE TABLE tripwire (id INTEGER PRIMARY KEY);
      CREATE TRIGGER tripwire_rolls_back BEFORE INSERT ON tripwire BEGIN SELECT RAISE(ROLLBACK, 'rolled back by a trigger'); END;`);
    other = new SqliteDatabase(name, { readonly: true });
    commits = 0;
    const writer = file;
    const counted = {
      prepare: (text: string) => {
        const statement = writer.prepare(text);
        return {
          run: () => {
            if (text === 'COMMIT') commits += 1;
            return statement.run();
          },
        };
      },
      get inTransaction() {
        return writer.inTransaction;
      },
    };
    db = new Kysely<Tables>({ dialect: new GroupCommitSqliteDialect({ database: file }, counted) });
  });

  afterEach(async () => {
    other.close();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** What another connection sees: the committed labels. */
  const committedLabels = () => (other.prepare('SELECT label FROM items ORDER BY id').all() as { label: string }[]).map((row) => row.label);
  const insert = (label: string) => db.transaction().execute((trx) => trx.insertInto('items').values({ label }).execute());

  it('commits the transactions of one turn once, each answered only after that commit', async () => {
    const answered: string[] = [];
    const seenByTheSecond: { committed: string[]; answered: string[] } = { committed: [], answered: [] };
    const first = insert('a').then(() => answered.push('a'));
    const second = db.transaction().execute(async (trx) => {
      // The first has run (one writer, in order) but is not committed: nobody else sees it, its caller waits.
      expect(await trx.selectFrom('items').select('label').execute()).toEqual([{ label: 'a' }]);
      seenByTheSecond.committed = committedLabels();
      seenByTheSecond.answered = [...answered];
      await trx.insertInto('items').values({ label: 'b' }).execute();
    }).then(() => answered.push('b'));
    const rest = ['c', 'd', 'e'].map((label) => insert(label).then(() => answered.push(label)));
    await Promise.all([first, second, ...rest]);

    expect(seenByTheSecond).toEqual({ committed: [], answered: [] });
    expect(commits).toBe(1);
    expect(committedLabels()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(answered.sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('undoes a failing transaction alone: the others of its turn are kept', async () => {
    await insert('taken');
    const results = await Promise.allSettled([
      insert('x'),
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ label: 'written, then undone' }).execute();
        await trx.insertInto('items').values({ label: 'taken' }).execute();
      }),
      insert('y'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedLabels()).toEqual(['taken', 'x', 'y']);
  });

  it('commits the next turn on its own', async () => {
    await insert('first turn');
    await new Promise((resolve) => setImmediate(resolve));
    await insert('next turn');
    expect(commits).toBe(2);
    expect(committedLabels()).toEqual(['first turn', 'next turn']);
  });

  it('runs a statement outside any transaction after the turn\'s transactions are committed, never inside them', async () => {
    const inTransaction = insert('in a transaction');
    const alone = db.selectFrom('items').select('label').execute().then((rows) => ({ rows, commits }));
    await expect(alone).resolves.toEqual({ rows: [{ label: 'in a transaction' }], commits: 1 });
    await inTransaction;
    expect(file.inTransaction).toBe(false);
    expect(committedLabels()).toEqual(['in a transaction']);
  });

  it(`puts at most ${MAX_MEMBERS} transactions in one commit`, async () => {
    await Promise.all(Array.from({ length: MAX_MEMBERS + 6 }, (_, i) => insert(`item ${i}`)));
    expect(commits).toBe(2);
    expect(committedLabels()).toHaveLength(MAX_MEMBERS + 6);
  });

  it('fails every transaction of a group whose commit fails, and keeps none of them', async () => {
    const results = await Promise.allSettled([
      insert('kept only if the commit succeeds'),
      // A deferred foreign key is checked at the commit: the shared one fails.
      db.transaction().execute((trx) => trx.insertInto('children').values({ parent_id: 42 }).execute()),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(committedLabels()).toEqual([]);
    expect(file.inTransaction).toBe(false);
    await insert('after');
    expect(committedLabels()).toEqual(['after']);
  });

  it('fails the transactions already in a group that SQLite rolled back by itself, rather than answering them as committed', async () => {
    const results = await Promise.allSettled([
      insert('lost with the group'),
      db.transaction().execute((trx) => trx.insertInto('tripwire').values({ id: 1 }).execute()),
      insert('after the rollback'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(GroupLostError);
    expect(committedLabels()).toEqual(['after the rollback']);
  });

  it("keeps Kysely's controlled transactions and their savepoints", async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('items').values({ label: 'kept' }).execute();
    const inner = await trx.savepoint('inner').execute();
    await inner.insertInto('items').values({ label: 'undone' }).execute();
    await inner.rollbackToSavepoint('inner').execute();
    await trx.commit().execute();
    expect(committedLabels()).toEqual(['kept']);
    expect(await sql<{ n: number }>`SELECT count(*) AS n FROM items`.execute(db).then((r) => r.rows[0].n)).toBe(1);
  });
});
