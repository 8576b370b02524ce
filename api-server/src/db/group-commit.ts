/**
 * SQLite: the transactions of one turn of the event loop share one commit (group commit).
 *
 * Why: a commit appends every page its transaction changed to the WAL, and the orders of one turn
 * change the same pages (the product's row, the last pages of orders, notifications and their
 * indexes). Each in its own commit, an order cost 229 µs of CPU; five to a commit, 144 µs
 * (docs/performance.md, "Checkout"). The API's event loop spent a fifth of its time on a placed
 * order in `COMMIT`.
 *
 * How: SQLite has one writer connection, which Kysely's driver hands to one user at a time. Here the
 * first transaction of a turn opens the shared transaction (`BEGIN`), and each Kysely transaction is
 * a savepoint inside it: its own rollback undoes it alone, its commit releases the savepoint and
 * hands the connection on at once, then waits for the shared `COMMIT`. That commit runs once the
 * turn's I/O is handled (`setImmediate`), or as soon as the connection is free after that, or when
 * `MAX_MEMBERS` transactions joined, or before any statement that is not in a transaction (it must
 * see them, and must not become part of them). So a transaction's caller is answered only after
 * its writes are committed, as before, and no other connection sees them earlier; the transactions
 * still run one after another, each seeing the ones before.
 *
 * A commit that fails fails every transaction of its group (each caller gets the error, nothing is
 * kept), as a disk that refused one commit would refuse each. The schema has no deferred constraint
 * on SQLite, so only the disk can refuse. Should SQLite roll the shared transaction back by itself
 * (it does on some I/O errors, and on a trigger's `RAISE(ROLLBACK)`), the transactions already in
 * the group fail with that error instead of being answered as committed.
 */
import { SqliteDialect, type CompiledQuery, type DatabaseConnection, type Driver, type QueryCompiler, type QueryResult } from 'kysely';

/** Transactions sharing one commit, at most: bounds the time the first one waits. */
export const MAX_MEMBERS = 64;

const MEMBER_SAVEPOINT = 'group_commit_member';

/**
 * What the driver needs of the writer connection besides Kysely's statements: running its own,
 * synchronously, and whether a transaction is open. `prepare` is expected to reuse what it prepared
 * (db/connect.ts, withStatementCache): the driver runs the same few statements for every transaction.
 */
export interface GroupCommitFile {
  prepare(sql: string): { run(): unknown };
  readonly inTransaction: boolean;
}

interface Group {
  members: number;
  committed: Promise<void>;
  settle(error?: unknown): void;
}

function newGroup(): Group {
  let settle!: Group['settle'];
  const committed = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  // A group nobody waits on (every member failed) must not raise an unhandled rejection.
  committed.catch(() => undefined);
  return { members: 0, committed, settle };
}

export class GroupLostError extends Error {
  constructor() {
    super('the database rolled back the transactions committed with this one');
    this.name = 'GroupLostError';
  }
}

/** One hold of the writer connection, from acquireConnection to its release (Kysely's connection object). */
class Hold implements DatabaseConnection {
  inTransaction = false;
  released = false;

  constructor(private readonly driver: GroupCommitDriver, private readonly connection: DatabaseConnection) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.driver.beforeStatement(this);
    return this.connection.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    this.driver.beforeStatement(this);
    return this.connection.streamQuery<R>(query, chunkSize);
  }
}

export class GroupCommitDriver implements Driver {
  #connection!: DatabaseConnection;
  #holder: Hold | null = null;
  #waiting: Array<() => void> = [];
  /** Holds released for good, reused: Kysely keeps every connection object it was given. */
  #spare: Hold[] = [];
  #group: Group | null = null;
  #commitDue = false;

  constructor(private readonly inner: Driver, private readonly file: GroupCommitFile) {}

  async init(): Promise<void> {
    await this.inner.init();
    // Kysely's driver runs the statements; this one decides who holds the connection.
    this.#connection = await this.inner.acquireConnection();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    while (this.#holder) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    const hold = this.#spare.pop() ?? new Hold(this, this.#connection);
    hold.inTransaction = false;
    hold.released = false;
    this.#holder = hold;
    return hold;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const hold = connection as Hold;
    if (this.#group && !this.file.inTransaction) this.#lose();
    if (!this.#group) this.#open();
    this.#run(`SAVEPOINT ${MEMBER_SAVEPOINT}`);
    hold.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const hold = connection as Hold;
    if (!this.file.inTransaction) this.#lose();
    const group = this.#group;
    if (!group) throw new GroupLostError();
    this.#run(`RELEASE ${MEMBER_SAVEPOINT}`);
    hold.inTransaction = false;
    group.members += 1;
    this.#release(hold);
    await group.committed;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const hold = connection as Hold;
    // Its commit failed with its group's: nothing of it is left to undo, and the connection is not its own.
    if (!hold.inTransaction) return;
    hold.inTransaction = false;
    if (!this.file.inTransaction) {
      this.#lose();
      return;
    }
    this.#run(`ROLLBACK TO ${MEMBER_SAVEPOINT}`);
    this.#run(`RELEASE ${MEMBER_SAVEPOINT}`);
  }

  // Savepoints inside a transaction are Kysely's own, inside the member's.
  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.savepoint!(connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.rollbackToSavepoint!(connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.releaseSavepoint!(connection, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const hold = connection as Hold;
    if (!hold.released) this.#release(hold);
    this.#spare.push(hold);
  }

  async destroy(): Promise<void> {
    if (this.#group) this.#commit();
    await this.inner.destroy();
  }

  /** A statement outside any transaction runs after the group's commit, never inside it. */
  beforeStatement(hold: Hold): void {
    if (!hold.inTransaction && this.#group) this.#commit();
  }

  #open(): void {
    this.#run('BEGIN');
    this.#group = newGroup();
    setImmediate(() => {
      if (!this.#group) return;
      if (this.#holder) this.#commitDue = true;
      else this.#commit();
    });
  }

  #release(hold: Hold): void {
    hold.released = true;
    if (this.#holder !== hold) return;
    if (this.#group && (this.#commitDue || this.#group.members >= MAX_MEMBERS)) this.#commit();
    this.#holder = null;
    this.#waiting.shift()?.();
  }

  #commit(): void {
    const group = this.#group!;
    this.#group = null;
    this.#commitDue = false;
    try {
      if (!this.file.inTransaction) throw new GroupLostError();
      this.#run('COMMIT');
      group.settle();
    } catch (error) {
      if (this.file.inTransaction) this.#run('ROLLBACK');
      group.settle(error);
    }
  }

  /** SQLite rolled the shared transaction back by itself: its members' writes are gone. */
  #lose(): void {
    const group = this.#group;
    this.#group = null;
    this.#commitDue = false;
    group?.settle(new GroupLostError());
  }

  #run(statement: string): void {
    this.file.prepare(statement).run();
  }
}

/** Kysely's SQLite dialect with the transactions of a turn committed together. */
export class GroupCommitSqliteDialect extends SqliteDialect {
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0], private readonly file: GroupCommitFile) {
    super(config);
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(super.createDriver(), this.file);
  }
}
