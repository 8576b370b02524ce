/**
 * A notification exists exactly when the change it reports committed: it is written in the change's
 * transaction, so a refused change leaves none, a committed one always has one, and when the
 * notification cannot be written the change is not made either (the caller gets a 500 and can retry).
 * The live channel is signalled only after the commit. On SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import { describeEachDatabase, type TestApp } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';
import { placeOrder, stockOf } from '../../../test/helpers/orders';
import { multipartPayload } from '../../../test/helpers/multipart';
import { pngBytes } from '../../../test/helpers/images';

type Auth = { auth: { authorization: string } };

/** Makes every insert into notifications fail until `heal()` (a trigger that raises). */
async function breakNotifications(t: TestApp): Promise<{ heal: () => Promise<void> }> {
  if (t.kind === 'sqlite') {
    await sql`CREATE TRIGGER notifications_fault BEFORE INSERT ON notifications BEGIN SELECT RAISE(ABORT, 'injected fault: notifications refused'); END`.execute(t.db);
    return { heal: async () => void (await sql`DROP TRIGGER notifications_fault`.execute(t.db)) };
  }
  await sql`CREATE FUNCTION notifications_fault() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected fault: notifications refused'; END $$`.execute(t.db);
  await sql`CREATE TRIGGER notifications_fault BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION notifications_fault()`.execute(t.db);
  return { heal: async () => void (await sql`DROP FUNCTION notifications_fault() CASCADE`.execute(t.db)) };
}

describeEachDatabase('notifications kept with the change they report', (t) => {
  let store: Seller;
  let customer: Customer;

  beforeAll(async () => {
    store = await t.signUpStore();
    customer = await t.signUpCustomer();
  });

  const post = (who: Auth, url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...who.auth, ...headers }, payload });
  const notificationsOf = (recipient: { store_id: number } | { user_id: number }) => {
    const query = t.db.selectFrom('notifications').select(['kind', 'text']).orderBy('notification_id');
    return ('store_id' in recipient ? query.where('store_id', '=', recipient.store_id) : query.where('user_id', '=', recipient.user_id)).execute();
  };
  const orderRow = (orderId: number) => t.db.selectFrom('orders').select(['status', 'cancel_reason']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const cartLine = async (who: Customer, productId: number, quantity = 1) => {
    const res = await post(who, '/api/cart/add', { product_id: productId, quantity, full_location: '4 Quai Saint-Antoine, Lyon' });
    expect(res.statusCode).toBe(201);
    return res.json().item.cart_id as number;
  };

  describe('a refused change leaves no notification; a committed one always has one', () => {
    it('placing: sold out and already ordered leave none, a placed order has exactly one', async () => {
      const shop = await t.signUpStore();
      const other = await t.signUpCustomer();
      const product = await t.addProduct(shop, { name: 'Last Lantern', stock: '1' });
      const mine = await cartLine(customer, product.product_id);
      const theirs = await cartLine(other, product.product_id);
      const placed = await post(customer, '/api/order/add', { cart_id: mine });
      expect(placed.statusCode).toBe(201);
      expect((await post(other, '/api/order/add', { cart_id: theirs })).statusCode).toBe(409);
      expect((await post(customer, '/api/order/add', { cart_id: mine })).statusCode).toBe(404);
      expect(await notificationsOf(shop)).toEqual([{ kind: 'order_placed', text: expect.stringContaining(`#${placed.json().order.order_id} `) }]);
    });

    it('completing and cancelling: an order no longer pending is refused and tells nobody again', async () => {
      const product = await t.addProduct(store, { stock: '10' });
      const order = await placeOrder(t, customer, product.product_id);
      expect((await post(store, '/api/order/done', { order_id: order.order_id })).statusCode).toBe(200);
      const told = await notificationsOf(customer);
      expect((await post(store, '/api/order/done', { order_id: order.order_id })).statusCode).toBe(404);
      expect((await post(store, '/api/order/cancel', { order_id: order.order_id, reason: 'Too late' })).statusCode).toBe(409);
      expect((await post(customer, '/api/order/cancel', { order_id: order.order_id })).statusCode).toBe(409);
      expect(await notificationsOf(customer)).toEqual(told);
      expect(told.filter((n) => n.text.includes(`#${order.order_id} `)).map((n) => n.kind)).toEqual(['order_completed']);
    });
  });

  describe('when the notification cannot be written, the change is not made', () => {
    it('placing: 500, no order, the stock and the cart line stay; a retry once healed places it with its notification', async () => {
      const shop = await t.signUpStore();
      const product = await t.addProduct(shop, { stock: '3' });
      const line = await cartLine(customer, product.product_id, 2);
      const fault = await breakNotifications(t);
      try {
        const res = await post(customer, '/api/order/add', { cart_id: line }, { 'idempotency-key': `fault-${line}` });
        expect(res.statusCode).toBe(500);
        expect(await t.db.selectFrom('orders').select('order_id').where('product_id', '=', product.product_id).execute()).toEqual([]);
        expect(await stockOf(t, product.product_id)).toBe(3);
        expect(await t.db.selectFrom('cart_items').select('cart_id').where('cart_id', '=', line).execute()).toEqual([{ cart_id: line }]);
      } finally {
        await fault.heal();
      }
      // The same key runs again (nothing was placed under it).
      const retry = await post(customer, '/api/order/add', { cart_id: line }, { 'idempotency-key': `fault-${line}` });
      expect(retry.statusCode).toBe(201);
      expect(await stockOf(t, product.product_id)).toBe(1);
      expect(await notificationsOf(shop)).toEqual([{ kind: 'order_placed', text: expect.stringContaining(`#${retry.json().order.order_id} `) }]);
    });

    it('completing and cancelling: 500, the order stays pending and its stock taken', async () => {
      const product = await t.addProduct(store, { stock: '10' });
      const toComplete = await placeOrder(t, customer, product.product_id);
      const toCancel = await placeOrder(t, customer, product.product_id, 3);
      const before = await notificationsOf(customer);
      const fault = await breakNotifications(t);
      try {
        expect((await post(store, '/api/order/done', { order_id: toComplete.order_id })).statusCode).toBe(500);
        expect((await post(store, '/api/order/cancel', { order_id: toCancel.order_id, reason: 'Kiln broke' })).statusCode).toBe(500);
        expect(await orderRow(toComplete.order_id)).toEqual({ status: 'pending', cancel_reason: null });
        expect(await orderRow(toCancel.order_id)).toEqual({ status: 'pending', cancel_reason: null });
        expect(await stockOf(t, product.product_id)).toBe(6);
      } finally {
        await fault.heal();
      }
      expect(await notificationsOf(customer)).toEqual(before);
      expect((await post(store, '/api/order/cancel', { order_id: toCancel.order_id, reason: 'Kiln broke' })).statusCode).toBe(200);
      expect(await stockOf(t, product.product_id)).toBe(9);
      expect((await notificationsOf(customer)).slice(before.length)).toEqual([{ kind: 'order_cancelled', text: expect.stringContaining('Reason: Kiln broke') }]);
    });

    it('a chat message: 500 and the message is not kept', async () => {
      const buyer = await t.signUpCustomer();
      const url = `/api/msg/add/${store.store_name}/and/${buyer.username}`;
      const fault = await breakNotifications(t);
      try {
        expect((await post(buyer, url, { msg: 'Is it cast iron?' })).statusCode).toBe(500);
      } finally {
        await fault.heal();
      }
      const conversation = await t.app.inject({ method: 'GET', url: `/api/msg/get/${store.store_name}/and/${buyer.username}`, headers: buyer.auth });
      expect(conversation.json()).toEqual([]);
      expect((await post(buyer, url, { msg: 'Is it cast iron?' })).statusCode).toBe(201);
      expect((await notificationsOf(store)).filter((n) => n.kind === 'message' && n.text.includes(buyer.username))).toHaveLength(1);
    });

    it("a new product of a followed store: 500, no product and no picture left behind", async () => {
      const shop = await t.signUpStore();
      const follower = await t.signUpCustomer();
      expect((await post(follower, '/api/follow', { store_id: shop.store_id })).statusCode).toBe(200);
      const files = t.uploadedFiles();
      const form = await multipartPayload({ name: 'Unlucky Vase', desc: 'Blue', price: '12', stock: '2', country: 'Japan' }, [
        { field: 'productImg', filename: 'vase.png', bytes: await pngBytes(), type: 'image/png' },
      ]);
      const fault = await breakNotifications(t);
      try {
        const res = await t.app.inject({ method: 'POST', url: '/api/product/add', headers: { ...form.headers, ...shop.auth }, payload: form.payload });
        expect(res.statusCode).toBe(500);
      } finally {
        await fault.heal();
      }
      expect(await t.db.selectFrom('products').select('product_id').where('store_id', '=', shop.store_id).execute()).toEqual([]);
      expect(t.uploadedFiles()).toEqual(files);
      expect(await notificationsOf(follower)).toEqual([]);
    });
  });

  describe('the live channel is signalled after the commit', () => {
    it('signals each recipient once the change resolved; a change that throws signals nobody and keeps nothing', async () => {
      const events: string[] = [];
      const notify = jest.spyOn(t.app.liveSignals, 'notify').mockImplementation((channel) => void events.push(`signal ${channel}`));
      try {
        const order = { order_id: 999_001, name: 'Teapot', quantity: 1, username: customer.username, total: 5 };
        await t.app.notifier.report(async (tell) => {
          await t.db.transaction().execute(async (trx) => {
            await tell(trx).orderPlaced(store.store_id, order);
            events.push('written');
          });
          events.push('committed');
        });
        expect(events).toEqual(['written', 'committed', `signal store:${store.store_id}`]);

        events.length = 0;
        const failing = t.app.notifier.report((tell) =>
          t.db.transaction().execute(async (trx) => {
            await tell(trx).orderPlaced(store.store_id, { ...order, order_id: 999_002 });
            throw new Error('the change failed after its notification was written');
          }),
        );
        await expect(failing).rejects.toThrow('the change failed');
        expect(events).toEqual([]);
        expect((await notificationsOf(store)).filter((n) => n.text.includes('#999002 '))).toEqual([]);
      } finally {
        notify.mockRestore();
      }
    });
  });
});
