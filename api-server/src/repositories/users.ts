/** Customers. Names are unique and looked up regardless of case. */
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/types';

type Db = Kysely<Database>;
export type PublicUser = Pick<UserRow, 'user_id' | 'username' | 'full_location'>;

export function findUserById(db: Db, userId: number): Promise<PublicUser | undefined> {
  return db.selectFrom('users').select(['user_id', 'username', 'full_location']).where('user_id', '=', userId).executeTakeFirst();
}

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

export async function updateUser(
  db: Db,
  userId: number,
  patch: Partial<{ username: string; password_hash: string; full_location: string }>,
): Promise<PublicUser | undefined> {
  if (Object.keys(patch).length > 0) await db.updateTable('users').set(patch).where('user_id', '=', userId).execute();
  return findUserById(db, userId);
}
