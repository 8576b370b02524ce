/** Single-row reads asked together: one statement on PostgreSQL, each answer what asking alone gives. */
import { describeEachDatabase } from '../../../test/helpers/app';
import { batchedOnPostgres, keySlots, KEYS_PER_STATEMENT } from '../batched-reads';
import type { Database } from '../types';
import type { Kysely } from 'kysely';

type Db = Kysely<Database>;

describeEachDatabase('batchedOnPostgres (reads asked together)', (t) => {
  const locations = new Map([['ana', 'Lima'], ['ben', 'Oslo'], ['cai', 'Kyoto']]);
  beforeAll(async () => {
    for (const [username, full_location] of locations) {
      await t.db.insertInto('users').values({ username, full_location, password_hash: 'x', created_at: new Date().toISOString() }).execute();
    }
  });

  function locationReader(options: { failMany?: () => boolean } = {}) {
    const calls = { one: [] as string[], many: [] as string[][] };
    const read = batchedOnPostgres(
      async (db: Db, username: string) => {
        calls.one.push(username);
        return (await db.selectFrom('users').select('full_location').where('username', '=', username).executeTakeFirst())?.full_location;
      },
      async (db: Db, usernames: readonly string[]) => {
        calls.many.push([...usernames]);
        if (options.failMany?.()) throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
        const rows = await db.selectFrom('users').select(['username', 'full_location']).where('username', 'in', [...usernames]).execute();
        return new Map(rows.map((row) => [row.username, row.full_location]));
      },
    );
    return { read, calls };
  }

  it('answers reads asked in one turn each with its own row (none for a key without one), in one statement on PostgreSQL only', async () => {
    const { read, calls } = locationReader();
    const asked = ['ana', 'nobody', 'cai', 'ana', 'ben'];
    expect(await Promise.all(asked.map((username) => read(t.db, username)))).toEqual(['Lima', undefined, 'Kyoto', 'Lima', 'Oslo']);
    if (t.kind === 'postgres') expect(calls).toEqual({ one: [], many: [asked] });
    else expect(calls).toEqual({ one: asked, many: [] });
  });

  it(`a burst of more than ${KEYS_PER_STATEMENT} reads goes as several statements of at most ${KEYS_PER_STATEMENT} keys, each answer its own`, async () => {
    const { read, calls } = locationReader();
    const asked = Array.from({ length: 20 }, (_, index) => ['ana', 'ben', 'cai', 'nobody'][index % 4]);
    expect(await Promise.all(asked.map((username) => read(t.db, username)))).toEqual(asked.map((username) => locations.get(username)));
    if (t.kind === 'postgres') expect(calls.many.map((keys) => keys.length)).toEqual([8, 8, 4]);
  });

  it('gives a statement its keys, each once, in a fixed number of slots, the filler in the slots left', () => {
    expect(keySlots(['a', 'b', 'c'], 'a')).toEqual(['a', 'b', 'c', 'a', 'a', 'a', 'a', 'a']);
    expect(keySlots(['a', 'b', 'a', 'a'], null)).toEqual(['a', 'b', null, null, null, null, null, null]);
    expect(keySlots([1, 2, 3, 4, 5, 6, 7, 8], null)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('reads asked in different turns go in different statements', async () => {
    const { read, calls } = locationReader();
    expect(await read(t.db, 'ana')).toBe('Lima');
    expect(await read(t.db, 'ben')).toBe('Oslo');
    expect(calls.one.length + calls.many.length).toBe(2);
  });

  it('inside a transaction reads one by one on its connection, seeing its own writes', async () => {
    const { read, calls } = locationReader();
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ full_location: 'Quito' }).where('username', '=', 'ana').execute();
      expect(await Promise.all([read(trx, 'ana'), read(trx, 'ben')])).toEqual(['Quito', 'Oslo']);
      await trx.updateTable('users').set({ full_location: 'Lima' }).where('username', '=', 'ana').execute();
    });
    expect(calls).toEqual({ one: ['ana', 'ben'], many: [] });
  });

  it('a failed statement fails each read of its batch with its error, and the next reads are answered', async () => {
    let fail = true;
    const { read } = locationReader({ failMany: () => fail });
    const together = await Promise.allSettled([read(t.db, 'ana'), read(t.db, 'ben')]);
    if (t.kind === 'postgres') expect(together).toEqual([0, 1].map(() => expect.objectContaining({ status: 'rejected', reason: expect.objectContaining({ code: '57014' }) })));
    else expect(together).toEqual([{ status: 'fulfilled', value: 'Lima' }, { status: 'fulfilled', value: 'Oslo' }]);
    fail = false;
    expect(await Promise.all([read(t.db, 'cai'), read(t.db, 'ana')])).toEqual(['Kyoto', 'Lima']);
  });
});
