import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, type Generated } from 'kysely';
import { withStatementCache } from '../connect';
import { GroupCommitSqliteDialect } from '../group-commit';

interface TestDb {
  items: { id: Generated<number>; name: string };
}

describe('SQLite prepared statement cache', () => {
  it('prepares each distinct SQL text once and keeps at most `max` statements', () => {
    const file = new SqliteDatabase(':memory:');
    const prepare = jest.spyOn(file, 'prepare');
    const cached = withStatementCache(file, 2);
    const first = cached.prepare('select 1');
    expect(cached.prepare('select 1')).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    cached.prepare('select 2');
    cached.prepare('select 1'); // most recently used again
    cached.prepare('select 3'); // evicts "select 2"
    expect(cached.prepare('select 1')).toBe(first);
    cached.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
    cached.close();
    expect(file.open).toBe(false);
  });

  it('gives Kysely the same answers with reused statements and new parameters', async () => {
    const db = new Kysely<TestDb>({ dialect: new SqliteDialect({ database: withStatementCache(new SqliteDatabase(':memory:')) }) });
    await db.schema.createTable('items').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'text').execute();
    for (const name of ['tea', 'cup', 'pot']) {
      const row = await db.insertInto('items').values({ name }).returning('id').executeTakeFirstOrThrow();
      expect(await db.selectFrom('items').select('name').where('id', '=', row.id).executeTakeFirstOrThrow()).toEqual({ name });
    }
    const updated = await db.updateTable('items').set({ name: 'mug' }).where('name', '=', 'cup').executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(BigInt(1));
    expect((await db.selectFrom('items').select('name').orderBy('id').execute()).map((r) => r.name)).toEqual(['tea', 'mug', 'pot']);
    await db.destroy();
  });

  it("tells whether a transaction is open, and serves the group commit's own statements prepared once", async () => {
    const file = new SqliteDatabase(':memory:');
    const prepare = jest.spyOn(file, 'prepare');
    const cached = withStatementCache(file);
    const db = new Kysely<TestDb>({ dialect: new GroupCommitSqliteDialect({ database: cached }, cached) });
    await db.schema.createTable('items').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'text').execute();
    const openInside: boolean[] = [];
    for (const name of ['tea', 'cup', 'pot']) {
      await db.transaction().execute(async (trx) => {
        openInside.push(cached.inTransaction);
        await trx.insertInto('items').values({ name }).execute();
      });
    }
    expect(openInside).toEqual([true, true, true]);
    expect(cached.inTransaction).toBe(false);
    const preparedTexts = prepare.mock.calls.map(([text]) => text);
    for (const text of ['BEGIN', 'COMMIT', 'SAVEPOINT group_commit_member', 'RELEASE group_commit_member']) {
      expect(preparedTexts.filter((prepared) => prepared === text)).toHaveLength(1);
    }
    expect((await db.selectFrom('items').select('name').orderBy('id').execute()).map((r) => r.name)).toEqual(['tea', 'cup', 'pot']);
    await db.destroy();
  });
});
