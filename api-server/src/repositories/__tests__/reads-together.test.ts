/**
 * The public product and store reads, and the sign-in check's account reads, asked together
 * (batched into one statement on PostgreSQL, db/batched-reads.ts) answer exactly what each asked
 * alone answers: inside a transaction a read always goes alone, so the two are compared.
 */
import { describeEachDatabase } from '../../../test/helpers/app';
import { findListedProduct } from '../products';
import { findShownStoreByName, findStoreSession, setShipsTo } from '../stores';
import { findUserSession } from '../users';
import { recordStatements } from '../../../test/helpers/statements';

describeEachDatabase('single-row reads asked together', (t) => {
  /** Each key read alone, one after the other, inside a transaction (where reads are never batched). */
  const eachAlone = <K, V>(read: (db: typeof t.db, key: K) => Promise<V>, keys: readonly K[]) =>
    t.db.transaction().execute(async (trx) => {
      const answers: V[] = [];
      for (const key of keys) answers.push(await read(trx, key));
      return answers;
    });
  let ids: number[];
  let names: string[];
  let customerIds: number[];
  let storeIds: number[];
  beforeAll(async () => {
    const everywhere = await t.signUpStore();
    const restricted = await t.signUpStore();
    const suspended = await t.signUpStore();
    await setShipsTo(t.db, restricted.store_id, ['Peru', 'Chile']);
    const shown = await t.addProduct(everywhere, { name: 'Teapot' });
    const shipsToTwo = await t.addProduct(restricted, { name: 'Poncho' });
    const takenDown = await t.addProduct(everywhere, { name: 'Taken down' });
    const ofSuspended = await t.addProduct(suspended, { name: 'Of a suspended store' });
    await t.db.updateTable('products').set({ listed: 0, taken_down_at: new Date().toISOString(), taken_down_reason: 'test' }).where('product_id', '=', takenDown.product_id).execute();
    await t.db.updateTable('stores').set({ suspended_at: new Date().toISOString(), suspended_reason: 'test' }).where('store_id', '=', suspended.store_id).execute();
    await t.db.updateTable('products').set({ listed: 0 }).where('store_id', '=', suspended.store_id).execute();
    ids = [shown.product_id, shipsToTwo.product_id, takenDown.product_id, ofSuspended.product_id, 999_999, shown.product_id];
    names = [everywhere.store_name, restricted.store_name.toUpperCase(), restricted.store_name, suspended.store_name, 'no_such_store', everywhere.store_name];
    const ana = await t.signUpCustomer();
    const ben = await t.signUpCustomer();
    await t.db.updateTable('users').set({ token_version: 3 }).where('user_id', '=', ben.user_id).execute();
    customerIds = [ana.user_id, ben.user_id, 999_999, ana.user_id];
    storeIds = [everywhere.store_id, suspended.store_id, 999_999, restricted.store_id, everywhere.store_id];
  });

  it('products: each answer is the product asked alone would give, a restricted store\'s ship-to list included, none for one not listed', async () => {
    const together = await Promise.all(ids.map((id) => findListedProduct(t.db, id)));
    expect(together).toEqual(await eachAlone(findListedProduct, ids));
    expect(together.map((product) => product && { name: product.name, ships_to: product.ships_to })).toEqual([
      { name: 'Teapot', ships_to: [] }, { name: 'Poncho', ships_to: ['Chile', 'Peru'] }, undefined, undefined, undefined, { name: 'Teapot', ships_to: [] },
    ]);
  });

  it('stores: each answer is the store asked alone would give, by name in any case, none for a suspended or unknown one', async () => {
    const together = await Promise.all(names.map((name) => findShownStoreByName(t.db, name)));
    expect(together).toEqual(await eachAlone(findShownStoreByName, names));
    expect(together.map((store) => store && store.ships_to)).toEqual([[], ['Chile', 'Peru'], ['Chile', 'Peru'], undefined, undefined, []]);
  });

  it("the sign-in check's account reads: each answer is the account asked alone would give (its token version, a store's suspension), none for an unknown one", async () => {
    const { result: customers, statements } = await recordStatements(t.db, () => Promise.all(customerIds.map((id) => findUserSession(t.db, id))));
    // On PostgreSQL one round trip for the four (SQLite reads each in process, db/committed-reads.ts).
    if (t.kind === 'postgres') expect(statements).toHaveLength(1);
    expect(customers).toEqual(await eachAlone(findUserSession, customerIds));
    expect(customers.map((user) => user?.token_version)).toEqual([0, 3, undefined, 0]);
    const stores = await Promise.all(storeIds.map((id) => findStoreSession(t.db, id)));
    expect(stores).toEqual(await eachAlone(findStoreSession, storeIds));
    expect(stores.map((store) => store && { id: store.store_id, suspended: store.suspended_reason })).toEqual([
      { id: storeIds[0], suspended: null }, { id: storeIds[1], suspended: 'test' }, undefined, { id: storeIds[3], suspended: null }, { id: storeIds[0], suspended: null },
    ]);
  });
});
