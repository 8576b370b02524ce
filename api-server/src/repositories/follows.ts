/** Customers following stores (no unfollow in the product). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** Following twice is harmless. */
export async function follow(db: Db, userId: number, storeId: number): Promise<void> {
  await db
    .insertInto('follows')
    .values({ user_id: userId, store_id: storeId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'store_id']).doNothing())
    .execute();
}

export async function followStatus(db: Db, storeId: number, userId: number | null): Promise<{ followers_count: number; follows: boolean }> {
  const { count } = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  const follows = userId === null
    ? false
    : (await db.selectFrom('follows').select('user_id').where('store_id', '=', storeId).where('user_id', '=', userId).executeTakeFirst()) !== undefined;
  return { followers_count: Number(count), follows };
}
