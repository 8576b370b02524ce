/** Customers. Names are unique and looked up regardless of case. */
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/types';
import { prepareQuery } from '../db/prepared';
import { batchedOnPostgres, KEYS_PER_STATEMENT, keySlots } from '../db/batched-reads';

type Db = Kysely<Database>;
export type PublicUser = Pick<UserRow, 'user_id' | 'username' | 'full_location'>;

// Read on every signed-in customer's call (the access check): compiled once.
const selectUserById = prepareQuery(1, (db: Db, userId: number) =>
  db.selectFrom('users').select(['user_id', 'username', 'full_location']).where('user_id', '=', userId),
);

export async function findUserById(db: Db, userId: number): Promise<PublicUser | undefined> {
  return (await selectUserById(db, userId))[0];
}

/** What a sign-in token is checked against (auth/identity.ts), on every signed-in call: compiled once. */
const selectUserSession = prepareQuery(1, (db: Db, userId: number) =>
  db.selectFrom('users').select(['user_id', 'username', 'token_version']).where('user_id', '=', userId),
);
const selectUserSessions = prepareQuery(KEYS_PER_STATEMENT, (db: Db, ...userIds: number[]) =>
  db.selectFrom('users').select(['user_id', 'username', 'token_version']).where('user_id', 'in', userIds),
);

/**
 * A customer's name and token version, as the sign-in check reads them; on PostgreSQL the checks of
 * calls that arrived together read in one statement (db/batched-reads.ts: each still sees every
 * change committed before its call was received, a password change included).
 */
export const findUserSession = batchedOnPostgres(
  async (db: Db, userId: number): Promise<{ user_id: number; username: string; token_version: number } | undefined> => (await selectUserSession(db, userId))[0],
  async (db: Db, userIds: readonly number[]) => new Map((await selectUserSessions(db, ...keySlots(userIds, userIds[0]))).map((row) => [row.user_id, row])),
);

export function findUserByName(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)])))
    .executeTakeFirst();
}

export async function createUser(db: Db, user: { username: string; password_hash: string; full_location: string }): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...user, created_at: new Date().toISOString() })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/** A new password raises the token version, which ends every token issued before (auth/identity.ts). */
export async function updateUser(
  db: Db,
  userId: number,
  patch: Partial<{ username: string; password_hash: string; full_location: string }>,
): Promise<(PublicUser & { token_version: number }) | undefined> {
  if (Object.keys(patch).length > 0) {
    await db
      .updateTable('users')
      .set((eb) => ({ ...patch, ...(patch.password_hash !== undefined ? { token_version: eb('token_version', '+', 1) } : {}) }))
      .where('user_id', '=', userId)
      .execute();
  }
  return db.selectFrom('users').select(['user_id', 'username', 'full_location', 'token_version']).where('user_id', '=', userId).executeTakeFirst();
}

/** A password hash upgraded to today's parameters (same password): sessions stay valid. */
export async function replaceUserPasswordHash(db: Db, userId: number, previous: string, next: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: next }).where('user_id', '=', userId).where('password_hash', '=', previous).execute();
}
