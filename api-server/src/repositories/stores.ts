/** Stores. Names are unique and looked up regardless of case. */
import { sql, type Kysely } from 'kysely';
import type { Database, StoreRow } from '../db/types';
import type { StoreT } from '../schemas/contract';
import { batchedOnPostgres, KEYS_PER_STATEMENT, keySlots } from '../db/batched-reads';
import { prepareQuery } from '../db/prepared';
import { ratingFields } from './ratings';

type Db = Kysely<Database>;
const publicColumns = ['store_id', 'store_name', 'full_location', 'bio', 'img'] as const;
const answerColumns = [...publicColumns, 'rating_sum', 'rating_count', 'ships_everywhere'] as const;

// Read on every store page and every signed-in store's call: compiled once.
const selectStoreById = prepareQuery(1, (db: Db, storeId: number) => db.selectFrom('stores').select(answerColumns).where('store_id', '=', storeId));
const selectStoreByName = prepareQuery(1, (db: Db, storeName: string) =>
  db
    .selectFrom('stores')
    .select(answerColumns)
    .where((eb) => eb(eb.fn('lower', ['store_name']), '=', eb.fn('lower', [eb.val(storeName)]))),
);
// The public store page: a suspended store is not there for shoppers.
const selectShownStoreByName = prepareQuery(1, (db: Db, storeName: string) =>
  db
    .selectFrom('stores')
    .select(answerColumns)
    .where((eb) => eb(eb.fn('lower', ['store_name']), '=', eb.fn('lower', [eb.val(storeName)])))
    .where('suspended_at', 'is', null),
);

type StoreAnswerRow = Pick<StoreRow, (typeof answerColumns)[number]>;

/**
 * A store's answer, written out field by field as the product's is (products.ts, toProduct): one
 * object literal, made fast and always of one shape, which the response's serializer reads fast.
 * Built from the row with rest and spread, making it took V8's generic copying path and the answers
 * did not keep one hidden class: a store read cost about 9 µs more than a product read
 * (docs/performance.md).
 */
function toStoreAnswer(row: StoreAnswerRow, shipsTo: string[]): StoreT {
  return {
    store_id: row.store_id,
    store_name: row.store_name,
    full_location: row.full_location,
    bio: row.bio,
    img: row.img,
    ships_to: shipsTo,
    ...ratingFields(row),
  };
}

/** Any store by id, suspended or not (its own account, follows). */
export async function findStoreById(db: Db, storeId: number): Promise<StoreT | undefined> {
  const [row] = await selectStoreById(db, storeId);
  return withShipsTo(db, row);
}

// ----- ship-to countries (docs/api-contract.md, "Languages, currencies, ship-to") -----

const byName = (a: string, b: string) => a.localeCompare(b, 'en');
/** A store's ship-to countries in the order answers list them. */
export const sortedCountries = (countries: readonly string[]): string[] => [...countries].sort(byName);

const selectShipsToOfStore = prepareQuery(1, (db: Db, storeId: number) => db.selectFrom('store_ships_to').select(['store_id', 'country']).where('store_id', '=', storeId));

/**
 * PostgreSQL: a restricted store's ship-to countries inside the statement that reads its row (`s`,
 * the store; `storeId`, the column naming it), NULL for a store shipping everywhere: no second
 * statement, which on PostgreSQL is a round trip to another process. Unsorted: `sortedCountries`.
 */
export const shipsToListOf = (storeId: 'p.store_id' | 's.store_id') =>
  sql<string[] | null>`CASE WHEN s.ships_everywhere = 0 THEN ARRAY(SELECT l.country FROM store_ships_to l WHERE l.store_id = ${sql.ref(storeId)}) END`;

/** The ship-to lists of the given stores (stores shipping everywhere have none), sorted A–Z. */
export async function shipsToOf(db: Db, storeIds: readonly number[]): Promise<Map<number, string[]>> {
  const lists = new Map<number, string[]>();
  if (storeIds.length === 0) return lists;
  const unique = [...new Set(storeIds)];
  // One store (a product or store page): the statement compiled once, not built per request.
  const rows = unique.length === 1
    ? await selectShipsToOfStore(db, unique[0])
    : await db.selectFrom('store_ships_to').select(['store_id', 'country']).where('store_id', 'in', unique).execute();
  for (const row of rows) {
    const list = lists.get(row.store_id);
    if (list) list.push(row.country);
    else lists.set(row.store_id, [row.country]);
  }
  for (const list of lists.values()) list.sort(byName);
  return lists;
}

/** The store's answer with its ship-to list, read by a second statement only for a store that restricts it. */
async function withShipsTo(db: Db, row: StoreAnswerRow | undefined): Promise<StoreT | undefined> {
  if (!row) return undefined;
  // A store that ships everywhere has no list (setShipsTo keeps the flag and the rows together): no query.
  const everywhere = Number(row.ships_everywhere) === 1;
  return toStoreAnswer(row, everywhere ? [] : (await shipsToOf(db, [row.store_id])).get(row.store_id) ?? []);
}

/**
 * Replaces a store's ship-to list (country names, already checked against the country list); an
 * empty list means every country. Run it in the transaction of the store's other changes.
 */
export async function setShipsTo(db: Db, storeId: number, countries: readonly string[]): Promise<void> {
  const unique = [...new Set(countries)];
  await db.deleteFrom('store_ships_to').where('store_id', '=', storeId).execute();
  if (unique.length > 0) await db.insertInto('store_ships_to').values(unique.map((country) => ({ store_id: storeId, country }))).execute();
  await db.updateTable('stores').set({ ships_everywhere: unique.length === 0 ? 1 : 0 }).where('store_id', '=', storeId).execute();
}

/** What a sign-in token is checked against (auth/identity.ts), on every signed-in call: compiled once. */
const sessionColumns = ['store_id', 'store_name', 'token_version', 'suspended_at', 'suspended_reason'] as const;
const selectStoreSession = prepareQuery(1, (db: Db, storeId: number) =>
  db.selectFrom('stores').select(sessionColumns).where('store_id', '=', storeId),
);
const selectStoreSessions = prepareQuery(KEYS_PER_STATEMENT, (db: Db, ...storeIds: number[]) =>
  db.selectFrom('stores').select(sessionColumns).where('store_id', 'in', storeIds),
);

export interface StoreSession {
  store_id: number;
  store_name: string;
  token_version: number;
  suspended_at: string | null;
  suspended_reason: string | null;
}

/**
 * A store's name, token version and suspension, as the sign-in check reads them; on PostgreSQL the
 * checks of calls that arrived together read in one statement (as findUserSession's).
 */
export const findStoreSession = batchedOnPostgres(
  async (db: Db, storeId: number): Promise<StoreSession | undefined> => (await selectStoreSession(db, storeId))[0],
  async (db: Db, storeIds: readonly number[]) => new Map((await selectStoreSessions(db, ...keySlots(storeIds, storeIds[0]))).map((row) => [row.store_id, row])),
);

/**
 * Shown stores by the names asked (PostgreSQL, batchedOnPostgres; the names in its key slots), each
 * row with the name it was asked by: the database lowers both sides, as for one; the ship-to lists
 * in the same statement. Compiled once: built by Kysely for each batch, it cost a store read about
 * 10 µs of the API's CPU (docs/performance.md).
 */
const selectShownStoresByNames = prepareQuery(KEYS_PER_STATEMENT, (_db: Db, ...storeNames: (string | null)[]) => sql<StoreAnswerRow & { asked_name: string; ships_to_list: string[] | null }>`
  SELECT asked.name AS asked_name, ${sql.join(answerColumns.map((column) => sql.ref(`s.${column}`)))}, ${shipsToListOf('s.store_id')} AS ships_to_list
  FROM (VALUES ${sql.join(storeNames.map((name) => sql`(${name}::text)`))}) AS asked(name)
  JOIN stores s ON lower(s.store_name) = lower(asked.name)
  WHERE s.suspended_at IS NULL`);

/** A store shoppers may see (not suspended), by name regardless of case; on PostgreSQL those asked together read in one statement. */
export const findShownStoreByName = batchedOnPostgres(
  async (db: Db, storeName: string): Promise<StoreT | undefined> => {
    const [row] = await selectShownStoreByName(db, storeName);
    return withShipsTo(db, row);
  },
  async (db: Db, storeNames: readonly string[]) => {
    const rows = await selectShownStoresByNames(db, ...keySlots(storeNames, null));
    return new Map(rows.map((row) => [row.asked_name, toStoreAnswer(row, sortedCountries(row.ships_to_list ?? []))]));
  },
);

/** Any store by name regardless of case, suspended or not. */
export async function findStoreByName(db: Db, storeName: string): Promise<StoreT | undefined> {
  const [row] = await selectStoreByName(db, storeName);
  return withShipsTo(db, row);
}

/** With the password hash: for login only. */
export function findStoreCredentials(db: Db, storeName: string): Promise<StoreRow | undefined> {
  return db
    .selectFrom('stores')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['store_name']), '=', eb.fn('lower', [eb.val(storeName)])))
    .executeTakeFirst();
}

export async function createStore(
  db: Db,
  store: { store_name: string; password_hash: string; full_location: string; bio: string; img: string },
): Promise<number> {
  const row = await db
    .insertInto('stores')
    .values({ ...store, created_at: new Date().toISOString() })
    .returning('store_id')
    .executeTakeFirstOrThrow();
  return row.store_id;
}

/** A new password raises the token version, which ends every token issued before (auth/identity.ts). */
export async function updateStore(
  db: Db,
  storeId: number,
  patch: Partial<{ store_name: string; password_hash: string; full_location: string; bio: string; img: string }>,
): Promise<(Pick<StoreT, (typeof publicColumns)[number]> & { token_version: number }) | undefined> {
  if (Object.keys(patch).length > 0) {
    await db
      .updateTable('stores')
      .set((eb) => ({ ...patch, ...(patch.password_hash !== undefined ? { token_version: eb('token_version', '+', 1) } : {}) }))
      .where('store_id', '=', storeId)
      .execute();
  }
  return db.selectFrom('stores').select([...publicColumns, 'token_version']).where('store_id', '=', storeId).executeTakeFirst();
}

/** A password hash upgraded to today's parameters (same password): sessions stay valid. */
export async function replaceStorePasswordHash(db: Db, storeId: number, previous: string, next: string): Promise<void> {
  await db.updateTable('stores').set({ password_hash: next }).where('store_id', '=', storeId).where('password_hash', '=', previous).execute();
}
