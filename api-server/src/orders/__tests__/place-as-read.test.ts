/**
 * PostgreSQL's quick checkout (orders/place-as-read.ts, migrations 013 and 022): a line placed from a
 * read of it in one call, the orders asked together in one call for all; answers from the read alone when it refuses; nothing changed, and the usual path
 * asked to answer, when the line or its product changed after the read. SQLite keeps the usual path.
 */
import { sql } from 'kysely';
import { describeEachDatabase, type TestApp } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';
import { stockOf } from '../../../test/helpers/orders';
import { placeOrderAsReadMigration } from '../../db/migrations/013-place-order-as-read';
import { createPlaceOrderAsRead, orderNoticeInItsCallMigration } from '../../db/migrations/021-order-notice-in-its-call';
import { placeOrdersTogetherMigration } from '../../db/migrations/022-place-orders-together';
import { addNotification } from '../../repositories/notifications';
import { openChange, within } from '../../../test/helpers/open-change';
import { recordStatements } from '../../../test/helpers/statements';
import { placeOrderAsRead } from '../place-as-read';
import type { NotificationInput } from '../../repositories/notifications';
import type { OrderT } from '../../schemas/contract';
import { ClaimLostError } from '../../repositories/idempotency';

const LOCATION = '12 Calle Real, Sevilla';

describeEachDatabase('placing a cart line as read', (t: TestApp) => {
  let store: Seller;
  let customer: Customer;

  beforeAll(async () => {
    store = await t.signUpStore();
    customer = await t.signUpCustomer();
  });

  const cartLine = async (productId: number, quantity = 1) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: customer.auth, payload: { product_id: productId, quantity, full_location: LOCATION } });
    expect(res.statusCode).toBe(201);
    return res.json().item.cart_id as number;
  };
  const lineExists = async (cartId: number) => (await t.db.selectFrom('cart_items').select('cart_id').where('cart_id', '=', cartId).execute()).length === 1;
  const notificationsOfStore = () => t.db.selectFrom('notifications').select(['notification_id', 'kind', 'text', 'params']).where('store_id', '=', store.store_id).orderBy('notification_id').execute();
  const ordersOfCustomer = () => t.db.selectFrom('orders').select(['order_id', 'name', 'price_cents', 'quantity', 'full_location']).where('user_id', '=', customer.user_id).execute();
  const notice = (storeId: number, order: OrderT): NotificationInput => ({
    kind: 'order_placed',
    text: `order #${order.order_id} for store ${storeId}`,
    link: '/store/orders',
    params: { order_id: order.order_id, product_name: order.name, quantity: order.quantity, total: order.total, username: order.username },
  });
  const place = (cartId: number) => placeOrderAsRead(t.db, { user_id: customer.user_id, username: customer.username }, cartId, notice);

  if (t.kind === 'sqlite') {
    it('leaves SQLite to the transactional path (answers null, changes nothing)', async () => {
      const product = await t.addProduct(store, { name: 'Clay Cup', stock: '3' });
      const cartId = await cartLine(product.product_id);
      expect(await place(cartId)).toBeNull();
      expect(await lineExists(cartId)).toBe(true);
      expect(await stockOf(t, product.product_id)).toBe(3);
    });
    return;
  }

  it('places the order as read: the order, the stock taken, the line gone and the store notified, in one call', async () => {
    const product = await t.addProduct(store, { name: 'Clay Cup', price: '12.50', stock: '5' });
    const cartId = await cartLine(product.product_id, 2);
    const before = await notificationsOfStore();
    const placed = await place(cartId);
    expect(placed).toEqual({ ok: true, storeId: store.store_id, order: expect.objectContaining({ name: 'Clay Cup', price: 12.5, quantity: 2, total: 25, full_location: LOCATION }) });
    const order = (placed as Extract<typeof placed, { ok: true }>).order;
    expect(await ordersOfCustomer()).toContainEqual({ order_id: order.order_id, name: 'Clay Cup', price_cents: 1250, quantity: 2, full_location: LOCATION });
    expect(await stockOf(t, product.product_id)).toBe(3);
    expect(await lineExists(cartId)).toBe(false);
    const added = (await notificationsOfStore()).slice(before.length);
    expect(added).toEqual([{ notification_id: expect.any(Number), kind: 'order_placed', text: `order #${order.order_id} for store ${store.store_id}`, params: expect.any(String) }]);
    // The commit gave it its place in the feed (a real id, after the earlier ones).
    expect(added[0].notification_id).toBeGreaterThan(Math.max(0, ...before.map((n) => n.notification_id)));
    expect(JSON.parse(added[0].params!)).toEqual({ order_id: order.order_id, product_name: 'Clay Cup', quantity: 2, total: 25, username: customer.username });
  });

  describe("the store's notification takes its place in the feed in the call itself (migration 021)", () => {
    /** Places a new line inside an explicit transaction: the id its notification has inside it. */
    const idSeenInsideTheCall = async () => {
      const product = await t.addProduct(store, { name: 'Ash Glaze Jar', stock: '5' });
      const cartId = await cartLine(product.product_id);
      return t.db.transaction().execute(async (trx) => {
        const placed = await placeOrderAsRead(trx, { user_id: customer.user_id, username: customer.username }, cartId, notice);
        if (!placed?.ok) throw new Error(`not placed: ${JSON.stringify(placed)}`);
        const row = await trx.selectFrom('notifications').select('notification_id').where('text', '=', notice(store.store_id, placed.order).text).executeTakeFirstOrThrow();
        return row.notification_id;
      });
    };

    it('is written once, with its real id: no provisional row is left for the commit to update', async () => {
      expect(await idSeenInsideTheCall()).toBeGreaterThan(0);
    });

    it('goes down (a provisional id until the commit, as migration 013 wrote it) and up again', async () => {
      const migration = orderNoticeInItsCallMigration('postgres');
      await migration.down!(t.db);
      try {
        expect(await idSeenInsideTheCall()).toBeLessThan(0);
      } finally {
        await migration.up(t.db);
      }
      expect(await idSeenInsideTheCall()).toBeGreaterThan(0);
    });

    it('neither waits for another change of the store still open nor slips behind it in the feed', async () => {
      const product = await t.addProduct(store, { name: 'Kiln Shelf', stock: '5' });
      const cartId = await cartLine(product.product_id);
      const newest = Math.max(0, ...(await notificationsOfStore()).map((n) => n.notification_id));
      const open = openChange(t.db, (trx) =>
        addNotification(trx, 'postgres', { store_id: store.store_id }, { ...notice(store.store_id, { order_id: 1 } as OrderT), text: 'still open' }));
      await open.hasWritten;
      expect(await within(3000, place(cartId), 'the call')).toMatchObject({ ok: true });
      const placedNotice = (await notificationsOfStore()).filter((n) => n.notification_id > newest);
      expect(placedNotice.map((n) => n.text)).toEqual([expect.stringMatching(/^order #\d+ for store/)]);
      await open.commit();
      const after = (await notificationsOfStore()).filter((n) => n.notification_id > placedNotice[0].notification_id);
      expect(after.map((n) => n.text)).toEqual(['still open']);
    });
  });

  it('refuses from the read alone, changing nothing: a line gone, a product taken down, too little stock', async () => {
    const scarce = await t.addProduct(store, { name: 'Rare Bowl', stock: '2' });
    const tooMany = await cartLine(scarce.product_id, 2);
    await t.db.updateTable('products').set({ stock: 1 }).where('product_id', '=', scarce.product_id).execute();
    const takenDown = await t.addProduct(store, { name: 'Old Vase', stock: '4' });
    const ofTakenDown = await cartLine(takenDown.product_id);
    await t.db.updateTable('products').set({ listed: 0 }).where('product_id', '=', takenDown.product_id).execute();
    const notified = (await notificationsOfStore()).length;

    expect(await place(987_654_321)).toEqual({ ok: false, kind: 'line-not-found' });
    expect(await place(tooMany)).toEqual({ ok: false, kind: 'not-enough-stock', name: 'Rare Bowl', stock: 1, quantity: 2 });
    expect(await place(ofTakenDown)).toEqual({ ok: false, kind: 'product-unavailable', name: 'Old Vase' });
    expect(await lineExists(tooMany)).toBe(true);
    expect(await lineExists(ofTakenDown)).toBe(true);
    expect(await stockOf(t, scarce.product_id)).toBe(1);
    expect(await notificationsOfStore()).toHaveLength(notified);
  });

  it('lines placed together are read by one statement, each answered as if placed alone', async () => {
    const other = await t.signUpCustomer();
    const plenty = await t.addProduct(store, { name: 'Linen Cloth', price: '8.00', stock: '10' });
    const more = await t.addProduct(store, { name: 'Linen Napkin', price: '8.00', stock: '10' });
    const scarce = await t.addProduct(store, { name: 'Last Kettle', stock: '2' });
    const first = await cartLine(plenty.product_id, 2);
    const second = await cartLine(more.product_id, 3);
    const tooMany = await cartLine(scarce.product_id, 2);
    await t.db.updateTable('products').set({ stock: 1 }).where('product_id', '=', scarce.product_id).execute();
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: other.auth, payload: { product_id: plenty.product_id, quantity: 1, full_location: LOCATION } });
    const othersLine = res.json().item.cart_id as number;
    // The customer asks for another customer's line too: not theirs, so no line of theirs.
    const { result: answers, statements } = await recordStatements(t.db, () => Promise.all([first, second, tooMany, othersLine].map((cartId) => place(cartId))));
    expect(answers).toEqual([
      { ok: true, storeId: store.store_id, order: expect.objectContaining({ name: 'Linen Cloth', quantity: 2, total: 16 }) },
      { ok: true, storeId: store.store_id, order: expect.objectContaining({ name: 'Linen Napkin', quantity: 3, total: 24 }) },
      { ok: false, kind: 'not-enough-stock', name: 'Last Kettle', stock: 1, quantity: 2 },
      { ok: false, kind: 'line-not-found' },
    ]);
    const lineReads = statements.filter((text) => text.includes('FROM cart_items c JOIN products p'));
    expect(lineReads).toHaveLength(1);
    // The two that can be placed are placed by one call (migration 022).
    expect(statements.filter((text) => text.includes('place_order'))).toEqual([expect.stringContaining('place_orders_as_read(')]);
    expect(await stockOf(t, plenty.product_id)).toBe(8);
    expect(await stockOf(t, more.product_id)).toBe(7);
    expect(await lineExists(othersLine)).toBe(true);
    expect(await lineExists(tooMany)).toBe(true);
  });

  describe('orders placed together by one call (migration 022): each placed or not as it would be alone', () => {
    /** The 21 arguments of an order placed as its line and product read now, `stale` changed. */
    const argsFor = async (cartId: number, stale: { name?: string; claim?: [scope: string, key: string, owner: string] } = {}) => {
      const line = await t.db.selectFrom('cart_items as c').innerJoin('products as p', 'p.product_id', 'c.product_id')
        .select(['c.cart_id', 'c.user_id', 'c.product_id', 'c.quantity', 'c.full_location', 'p.store_id', 'p.name', 'p.price_cents', 'p.country', 'p.img'])
        .where('c.cart_id', '=', cartId).executeTakeFirstOrThrow();
      const { rows: [{ id }] } = await sql<{ id: number }>`SELECT nextval('orders_order_id_seq')::integer AS id`.execute(t.db);
      const [scope, key, owner] = stale.claim ?? [null, null, null];
      return [line.cart_id, line.user_id, line.product_id, line.quantity, line.full_location, line.store_id, stale.name ?? line.name, line.price_cents,
        line.country, line.img, id, new Date().toISOString(), 'order_placed', `together #${id}`, '/store/orders', '{}', scope, key, owner, scope && 201, scope && '{}'];
    };
    const placeTogether = async (calls: unknown[][]) => {
      const columns = calls[0].map((_, column) => calls.map((args) => args[column]));
      const { rows } = await sql<{ outcomes: string[] }>`SELECT place_orders_as_read(${sql.join(columns)}) AS outcomes`.execute(t.db);
      return rows[0].outcomes;
    };
    const ordersWithIds = (ids: unknown[]) => t.db.selectFrom('orders').select('order_id').where('order_id', 'in', ids as number[]).orderBy('order_id').execute();

    it('places the orders as read and writes nothing of the rest: a stale read, a line asked twice, a claim taken over', async () => {
      const cloth = await t.addProduct(store, { name: 'Wool Cloth', price: '5.00', stock: '5' });
      const mat = await t.addProduct(store, { name: 'Straw Mat', price: '7.00', stock: '5' });
      const rug = await t.addProduct(store, { name: 'Jute Rug', price: '9.00', stock: '5' });
      const sheet = await t.addProduct(store, { name: 'Cotton Sheet', price: '6.00', stock: '5' });
      // One line per product: the cart adds a product already in it to its line.
      const [first, stale, claimed, last] = [await cartLine(cloth.product_id, 2), await cartLine(mat.product_id, 1), await cartLine(rug.product_id, 1), await cartLine(sheet.product_id, 3)];
      const at = new Date().toISOString();
      await t.db.insertInto('idempotency_keys')
        .values({ scope: 'together', idem_key: 'taken', fingerprint: 'f', response_status: null, response_body: null, created_at: at, locked_at: at, claimed_by: 'someone-else' })
        .execute();
      const calls = [await argsFor(first), await argsFor(stale, { name: 'Straw Carpet' }), await argsFor(first), await argsFor(claimed, { claim: ['together', 'taken', 'me'] }), await argsFor(last)];
      const notified = (await notificationsOfStore()).length;

      expect(await placeTogether(calls)).toEqual(['placed', 'changed', 'changed', 'claim-lost', 'placed']);
      expect([await lineExists(first), await lineExists(stale), await lineExists(claimed), await lineExists(last)]).toEqual([false, true, true, false]);
      expect([await stockOf(t, cloth.product_id), await stockOf(t, mat.product_id), await stockOf(t, rug.product_id), await stockOf(t, sheet.product_id)]).toEqual([3, 5, 5, 2]);
      expect(await ordersWithIds(calls.map((args) => args[10]))).toEqual([{ order_id: calls[0][10] }, { order_id: calls[4][10] }]);
      // One notification per order placed, in the order they were asked.
      expect((await notificationsOfStore()).slice(notified).map((row) => row.text)).toEqual([`together #${calls[0][10]}`, `together #${calls[4][10]}`]);
      expect(await t.db.selectFrom('idempotency_keys').select(['claimed_by', 'response_status']).where('scope', '=', 'together').execute()).toEqual([{ claimed_by: 'someone-else', response_status: null }]);
    });

    it('goes down (the function gone) and up again', async () => {
      const exists = async () => (await sql<{ n: number }>`SELECT count(*)::integer AS n FROM pg_proc WHERE proname = 'place_orders_as_read' AND pronamespace = current_schema()::regnamespace`.execute(t.db)).rows[0].n;
      const migration = placeOrdersTogetherMigration('postgres');
      await migration.down!(t.db);
      expect(await exists()).toBe(0);
      await migration.up(t.db);
      expect(await exists()).toBe(1);
    });

    it('two calls asking for the same products in opposite orders never wait for each other in a cycle', async () => {
      const other = await t.signUpCustomer();
      const lineOf = async (who: Customer, productId: number) => {
        const res = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: who.auth, payload: { product_id: productId, quantity: 1, full_location: LOCATION } });
        return res.json().item.cart_id as number;
      };
      for (let round = 0; round < 3; round++) {
        const a = await t.addProduct(store, { name: `Bowl ${round}`, stock: '9' });
        const b = await t.addProduct(store, { name: `Plate ${round}`, stock: '9' });
        const mine = [await argsFor(await lineOf(customer, a.product_id)), await argsFor(await lineOf(customer, b.product_id))];
        const theirs = [await argsFor(await lineOf(other, b.product_id)), await argsFor(await lineOf(other, a.product_id))];
        // Each takes its products in the same order (by id), so neither is rolled back as a deadlock's victim.
        expect(await Promise.all([placeTogether(mine), placeTogether(theirs)])).toEqual([['placed', 'placed'], ['placed', 'placed']]);
        expect([await stockOf(t, a.product_id), await stockOf(t, b.product_id)]).toEqual([7, 7]);
      }
    });
  });

  describe('the line or its product changed after the read: the call changes nothing', () => {
    let product: { product_id: number; img: string };
    let cartId: number;
    let orderId = 900_000;

    beforeEach(async () => {
      product = await t.addProduct(store, { name: 'Tea Bowl', price: '30.00', stock: '4' });
      cartId = await cartLine(product.product_id, 2);
    });

    /** The read as the API made it, with one field as it no longer is. */
    const asRead = () => ({
      cart_id: cartId, user_id: customer.user_id, product_id: product.product_id, quantity: 2, full_location: LOCATION,
      store_id: store.store_id, name: 'Tea Bowl', price_cents: 3000, country: 'Japan', img: product.img,
    });
    const callWith = async (read: ReturnType<typeof asRead>) => {
      orderId += 1;
      const { rows } = await sql<{ placed: boolean }>`SELECT place_order_as_read(${read.cart_id}, ${read.user_id}, ${read.product_id}, ${read.quantity},
        ${read.full_location}, ${read.store_id}, ${read.name}, ${read.price_cents}, ${read.country}, ${read.img}, ${orderId},
        ${new Date().toISOString()}, 'order_placed', 'New order', '/store/orders', '{}', NULL, NULL, NULL, NULL, NULL) AS placed`.execute(t.db);
      return rows[0].placed;
    };
    const unchanged = async () => {
      expect(await lineExists(cartId)).toBe(true);
      expect(await stockOf(t, product.product_id)).toBe(4);
      expect(await t.db.selectFrom('orders').select('order_id').where('order_id', '=', orderId).execute()).toEqual([]);
      expect(await t.db.selectFrom('notifications').select('notification_id').where('text', '=', 'New order').execute()).toEqual([]);
    };

    it.each([
      ['the quantity raised', { quantity: 1 }],
      ['the delivery location', { full_location: 'elsewhere' }],
      ['the name', { name: 'Tea Cup' }],
      ['the price', { price_cents: 2500 }],
      ['the country', { country: 'Peru' }],
      ['the picture', { img: '/uploads/other.webp' }],
      ['another customer', { user_id: -1 }],
    ])('%s', async (_change, stale) => {
      expect(await callWith({ ...asRead(), ...stale })).toBe(false);
      await unchanged();
    });

    it('the stock taken by someone else meanwhile', async () => {
      await t.db.updateTable('products').set({ stock: 1 }).where('product_id', '=', product.product_id).execute();
      expect(await callWith(asRead())).toBe(false);
      expect(await lineExists(cartId)).toBe(true);
      expect(await stockOf(t, product.product_id)).toBe(1);
    });

    it('the product taken down meanwhile', async () => {
      await t.db.updateTable('products').set({ listed: 0 }).where('product_id', '=', product.product_id).execute();
      expect(await callWith(asRead())).toBe(false);
      expect(await lineExists(cartId)).toBe(true);
    });

    it('the line ordered meanwhile', async () => {
      await t.db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
      expect(await callWith(asRead())).toBe(false);
      expect(await stockOf(t, product.product_id)).toBe(4);
    });

    it('and as read, the same call places it', async () => {
      expect(await callWith(asRead())).toBe(true);
      expect(await lineExists(cartId)).toBe(false);
      expect(await stockOf(t, product.product_id)).toBe(2);
    });
  });

  describe('with an Idempotency-Key', () => {
    const claimFor = async (key: string, owner: string) => {
      const at = new Date().toISOString();
      await t.db.insertInto('idempotency_keys')
        .values({ scope: `user:${customer.user_id}`, idem_key: key, fingerprint: 'f', response_status: null, response_body: null, created_at: at, locked_at: at, claimed_by: owner })
        .execute();
      return { scope: `user:${customer.user_id}`, key, owner };
    };
    const storedAnswer = async (key: string) =>
      t.db.selectFrom('idempotency_keys').select(['response_status', 'response_body']).where('idem_key', '=', key).executeTakeFirstOrThrow();
    const answerOf = (order: OrderT) => ({ status: 201, body: { msg: 'Order placed', order } });

    it('stores the answer for the claim with the order', async () => {
      const product = await t.addProduct(store, { name: 'Sake Set', stock: '2' });
      const cartId = await cartLine(product.product_id);
      const claim = await claimFor('key-placed', 'owner-1');
      const placed = await placeOrderAsRead(t.db, { user_id: customer.user_id, username: customer.username }, cartId, notice, { claim, answerOf });
      expect(placed).toMatchObject({ ok: true });
      const { order } = placed as Extract<typeof placed, { ok: true }>;
      const answer = await storedAnswer('key-placed');
      expect(answer.response_status).toBe(201);
      expect(JSON.parse(answer.response_body!)).toEqual({ msg: 'Order placed', order });
    });

    it('places nothing when the claim was taken over meanwhile (ClaimLostError)', async () => {
      const product = await t.addProduct(store, { name: 'Sake Cup', stock: '2' });
      const cartId = await cartLine(product.product_id);
      await claimFor('key-taken-over', 'someone-else');
      const notified = (await notificationsOfStore()).length;
      const mine = { scope: `user:${customer.user_id}`, key: 'key-taken-over', owner: 'owner-2' };
      await expect(placeOrderAsRead(t.db, { user_id: customer.user_id, username: customer.username }, cartId, notice, { claim: mine, answerOf })).rejects.toBeInstanceOf(ClaimLostError);
      expect(await lineExists(cartId)).toBe(true);
      expect(await stockOf(t, product.product_id)).toBe(2);
      expect(await notificationsOfStore()).toHaveLength(notified);
      expect(await storedAnswer('key-taken-over')).toEqual({ response_status: null, response_body: null });
    });
  });

  it('when the call places nothing, the usual way places the order, notified once', async () => {
    const product = await t.addProduct(store, { name: 'Tea Tray', price: '40.00', stock: '3' });
    const cartId = await cartLine(product.product_id);
    const notified = (await notificationsOfStore()).length;
    // The database's call answers that the line or its product changed since the read.
    const migration = placeOrderAsReadMigration('postgres');
    await migration.down!(t.db);
    await sql`CREATE FUNCTION place_order_as_read(integer, integer, integer, integer, text, integer, text, integer, text, text, integer, text, text, text, text, text, text, text, text, integer, text)
      RETURNS boolean LANGUAGE sql AS 'SELECT false'`.execute(t.db);
    let placed;
    try {
      placed = await t.app.inject({ method: 'POST', url: '/api/order/add', headers: customer.auth, payload: { cart_id: cartId } });
    } finally {
      await migration.down!(t.db);
      await createPlaceOrderAsRead(t.db);
    }
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({ name: 'Tea Tray', price: 40, quantity: 1 });
    expect(await stockOf(t, product.product_id)).toBe(2);
    expect(await notificationsOfStore()).toHaveLength(notified + 1);
  });
});
