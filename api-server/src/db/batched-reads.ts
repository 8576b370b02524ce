/**
 * PostgreSQL: the same single-row read asked by requests that arrived together, answered by one
 * statement. Each statement is a round trip to another process, with its protocol work on both
 * sides (on this project's machines about 45 µs of the API's CPU more per read than SQLite's, and
 * as much again in the server). Requests that arrive in one turn of Node's event loop (their
 * sockets were ready at once, as under load) reach their handlers before the loop's check phase, so
 * their reads wait until then (`setImmediate`) and go as one statement (KEYS_PER_STATEMENT below):
 * under load a handful of reads cost one round trip, and alone a read waits for nothing but the
 * loop's turn. What each answer holds is unchanged: the statement reads committed rows as each
 * single read would (READ COMMITTED), each key's row is its own answer.
 *
 * Only reads asked of the database itself are batched: a transaction must see its own writes in
 * its own order. SQLite answers each key alone: its reads of one turn share a read transaction
 * instead (db/committed-reads.ts), where a statement per key costs no round trip.
 */
import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import { isPostgres } from './database-key';

/**
 * The keys of one statement: always this many parameters (`keySlots`), so that PostgreSQL plans the
 * statement once per connection. With the keys as one array parameter it planned it afresh on every
 * call (its estimate for an array of unknown length made the generic plan look dearer than one for
 * the array at hand): 350 µs a call against 110 with the slots, measured on the product read. A
 * burst of more keys goes as several statements.
 */
export const KEYS_PER_STATEMENT = 8;

/**
 * `keys`, each once (many shoppers ask for the same popular product at once), as the statement's
 * KEYS_PER_STATEMENT parameters, `filler` in the slots left: null where
 * the statement joins each slot to its row (a repeated key would bring its row again), a key of the
 * batch where it tests `IN (…)` (the index lookup reads a repeated key once, and the plan made for
 * the values at hand then costs what the generic one does, so PostgreSQL keeps the generic one).
 */
export function keySlots<K, F extends K | null>(keys: readonly K[], filler: F): (K | F)[] {
  const distinct = [...new Set(keys)];
  return Array.from({ length: KEYS_PER_STATEMENT }, (_, index) => (index < distinct.length ? distinct[index] : filler));
}

/**
 * `one(db, key)` as it is, except on PostgreSQL outside a transaction, where keys asked together go
 * to `many(db, keys)`, at most KEYS_PER_STATEMENT of them (the rows found, by key; a key without a
 * row answers undefined). A failed statement fails every read of its batch, as it would have failed each.
 * Besides reads it serves two writes whose keys are written each on its own, so that those made
 * together commit together as each would have alone: an Idempotency-Key's claim, a row inserted
 * unless its key is taken (repositories/idempotency.ts), and the quick checkout's placing call,
 * which writes each order in a block of its own (orders/place-as-read.ts, migration 022).
 */
export function batchedOnPostgres<Db, K, V>(
  one: (db: Kysely<Db>, key: K) => Promise<V | undefined>,
  many: (db: Kysely<Db>, keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
): (db: Kysely<Db>, key: K) => Promise<V | undefined> {
  // One loader per Kysely instance (the app asks through one, app.db).
  const loaders = new WeakMap<Kysely<Db>, DataLoader<K, V | undefined>>();
  const loaderOf = (db: Kysely<Db>) => {
    let loader = loaders.get(db);
    if (loader === undefined) {
      loader = new DataLoader<K, V | undefined>(async (keys) => {
        const found = await many(db, keys);
        return keys.map((key) => found.get(key));
      }, { cache: false, maxBatchSize: KEYS_PER_STATEMENT, batchScheduleFn: (callback) => setImmediate(callback) });
      loaders.set(db, loader);
    }
    return loader;
  };
  return (db, key) => (db.isTransaction || !isPostgres(db) ? one(db, key) : loaderOf(db).load(key));
}
