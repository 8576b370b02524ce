import { describeEachDatabase } from '../../../test/helpers/app';
import { prepareQuery, prepareQueryOf } from '../prepared';
import { executeNamed } from '../named-statements';
import type { Database } from '../types';
import { sql, type Kysely } from 'kysely';

type Db = Kysely<Database>;

const usersByNameAndLocation = prepareQuery(2, (db: Db, username: string, location: string) =>
  db.selectFrom('users').select(['username', 'full_location']).where('username', '=', username).where('full_location', '=', location),
);

describeEachDatabase('prepareQuery (compiled once, values bound per call)', (t) => {
  beforeAll(async () => {
    for (const [username, full_location] of [['ana', 'Lima'], ['ben', 'Oslo'], ['cai', 'Lima']]) {
      await t.db.insertInto('users').values({ username, full_location, password_hash: 'x', created_at: new Date().toISOString() }).execute();
    }
  });

  it('answers each call with its own arguments, in the order the query names them', async () => {
    expect(await usersByNameAndLocation(t.db, 'ana', 'Lima')).toEqual([{ username: 'ana', full_location: 'Lima' }]);
    expect(await usersByNameAndLocation(t.db, 'ben', 'Oslo')).toEqual([{ username: 'ben', full_location: 'Oslo' }]);
    expect(await usersByNameAndLocation(t.db, 'ben', 'Lima')).toEqual([]);
  });

  it('takes many values as one object (prepareQueryOf), and refuses a field its keys do not list', async () => {
    const byNameAndLocation = prepareQueryOf<Database, { username: string; location: string }, { username: string }>(['username', 'location'], (db, q) =>
      db.selectFrom('users').select('username').where('full_location', '=', q.location).where('username', '=', q.username),
    );
    expect(await byNameAndLocation(t.db, { location: 'Lima', username: 'cai' })).toEqual([{ username: 'cai' }]);
    expect(await byNameAndLocation(t.db, { location: 'Oslo', username: 'cai' })).toEqual([]);
    const missingKey = prepareQueryOf<Database, { username: string; location: string }, { username: string }>(['username'], (db, q) =>
      db.selectFrom('users').select('username').where('full_location', '=', q.location).where('username', '=', q.username),
    );
    await expect(missingKey(t.db, { location: 'Lima', username: 'cai' })).rejects.toThrow('location is not among');
  });

  it('treats arguments as values, never as SQL', async () => {
    expect(await usersByNameAndLocation(t.db, "ana' OR '1'='1", 'Lima')).toEqual([]);
  });

  it('keeps constants written into the query', async () => {
    const inLima = prepareQuery(1, (db: Db, username: string) =>
      db.selectFrom('users').select('username').where('full_location', '=', 'Lima').where('username', '=', username),
    );
    expect(await inLima(t.db, 'cai')).toEqual([{ username: 'cai' }]);
    expect(await inLima(t.db, 'ben')).toEqual([]);
  });

  it('runs inside a transaction on its connection, compiled once for the database and its transactions', async () => {
    const build = jest.fn((db: Db, username: string) => db.selectFrom('users').select('full_location').where('username', '=', username));
    const locationOf = prepareQuery(1, build);
    expect(await locationOf(t.db, 'ana')).toEqual([{ full_location: 'Lima' }]);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ full_location: 'Quito' }).where('username', '=', 'ana').execute();
        expect(await locationOf(trx, 'ana')).toEqual([{ full_location: 'Quito' }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await locationOf(t.db, 'ana')).toEqual([{ full_location: 'Lima' }]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('answers a read of the database itself with what is committed, without waiting for a transaction still open', async () => {
    const locationOf = prepareQuery(1, (db: Db, username: string) => db.selectFrom('users').select('full_location').where('username', '=', username));
    await t.db.insertInto('users').values({ username: 'dee', full_location: 'Accra', password_hash: 'x', created_at: new Date().toISOString() }).execute();
    let updated!: () => void;
    let commit!: () => void;
    const hasUpdated = new Promise<void>((resolve) => { updated = resolve; });
    const mayCommit = new Promise<void>((resolve) => { commit = resolve; });
    const transaction = t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ full_location: 'Kumasi' }).where('username', '=', 'dee').execute();
      updated();
      await mayCommit;
    });
    await hasUpdated;
    expect(await locationOf(t.db, 'dee')).toEqual([{ full_location: 'Accra' }]);
    commit();
    await transaction;
    expect(await locationOf(t.db, 'dee')).toEqual([{ full_location: 'Kumasi' }]);
  });

  it('runs a statement that writes on the database itself as written, its answer included', async () => {
    const move = prepareQuery(2, (db: Db, username: string, location: string) =>
      db.updateTable('users').set({ full_location: location }).where('username', '=', username).returning('full_location'));
    const locationOf = prepareQuery(1, (db: Db, username: string) => db.selectFrom('users').select('full_location').where('username', '=', username));
    expect(await move(t.db, 'cai', 'Cusco')).toEqual([{ full_location: 'Cusco' }]);
    expect(await locationOf(t.db, 'cai')).toEqual([{ full_location: 'Cusco' }]);
    await move(t.db, 'cai', 'Lima');
  });

  it('refuses a query that does not pass every argument to the database as a value', async () => {
    const broken = prepareQuery(1, (db: Db, username: string) => db.selectFrom('users').select('username').where('username', '=', `${username}`));
    await expect(broken(t.db, 'ana')).rejects.toThrow(/never reach the SQL/);
  });

  // Named statements are PostgreSQL's; SQLite keeps its statements in the process (statement-cache.test.ts).
  if (t.kind === 'postgres') {
    it('is prepared once per PostgreSQL connection (a named statement the server keeps)', async () => {
      const ofLocation = prepareQuery(1, (db: Db, location: string) => db.selectFrom('users').select('username').where('full_location', '=', location).orderBy('username'));
      await t.db.connection().execute(async (connection) => {
        expect(await ofLocation(connection, 'Lima')).toEqual([{ username: 'ana' }, { username: 'cai' }]);
        expect(await ofLocation(connection, 'Oslo')).toEqual([{ username: 'ben' }]);
        const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements WHERE statement LIKE ${'%full_location%order by%'}`.execute(connection);
        expect(rows).toHaveLength(1);
      });
    });

    it('runs a fixed-shape query as a named statement (executeNamed), answers bound per call', async () => {
      await t.db.connection().execute(async (connection) => {
        const named = (location: string) => executeNamed(connection, sql<{ username: string }>`SELECT username FROM users WHERE full_location = ${location} ORDER BY username /* named */`);
        expect((await named('Lima')).rows).toEqual([{ username: 'ana' }, { username: 'cai' }]);
        expect((await named('Oslo')).rows).toEqual([{ username: 'ben' }]);
        const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements WHERE statement LIKE ${'%/* named */%'}`.execute(connection);
        expect(rows).toHaveLength(1);
      });
    });
  }
});
