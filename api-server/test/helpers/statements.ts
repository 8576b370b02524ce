/** The statements a piece of work sends through a Kysely instance: how many round trips it costs. */
import type { CompiledQuery, Compilable, Kysely } from 'kysely';

const sqlOf = (query: CompiledQuery | Compilable): string => ('sql' in query ? query.sql : query.compile().sql);

/** What `work` gives, and the SQL text of every statement it ran through `db.executeQuery`. */
export async function recordStatements<Db, T>(db: Kysely<Db>, work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const executeQuery = db.executeQuery.bind(db);
  const spy = jest.spyOn(db, 'executeQuery').mockImplementation((query, ...rest) => {
    statements.push(sqlOf(query));
    return executeQuery(query, ...rest);
  });
  try {
    return { result: await work(), statements };
  } finally {
    spy.mockRestore();
  }
}
