import { describeEachDatabase } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';
import { placeOrder } from '../../../test/helpers/orders';
import type { NotificationT } from '../../schemas/notifications';

type Auth = { auth: { authorization: string } };

describeEachDatabase('notifications: /api/notifications', (t) => {
  let store: Seller;
  let customer: Customer;

  beforeAll(async () => {
    store = await t.signUpStore();
    customer = await t.signUpCustomer();
  });

  const list = (who: Auth, query = '') => t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: who.auth });
  const read = (who: Auth, payload: object) => t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: who.auth, payload });
  const items = async (who: Auth, query = ''): Promise<NotificationT[]> => (await list(who, query)).json().items;
  const send = (who: Auth, storeName: string, username: string, msg: string) =>
    t.app.inject({ method: 'POST', url: `/api/msg/add/${storeName}/and/${username}`, headers: who.auth, payload: { msg } });

  describe("params: what a front end needs to write the text in the reader's language", () => {
    it('order_placed, order_completed and order_cancelled (each way) carry the order, the product, the quantity and the parties', async () => {
      const shop = await t.signUpStore();
      const buyer = await t.signUpCustomer();
      const product = await t.addProduct(shop, { name: 'Clay Cup', price: '12.5', stock: '9' });
      const done = await placeOrder(t, buyer, product.product_id, 3);
      const byStore = await placeOrder(t, buyer, product.product_id);
      const byCustomer = await placeOrder(t, buyer, product.product_id, 2);
      await t.app.inject({ method: 'POST', url: '/api/order/done', headers: shop.auth, payload: { order_id: done.order_id } });
      await t.app.inject({ method: 'POST', url: '/api/order/cancel', headers: shop.auth, payload: { order_id: byStore.order_id, reason: 'The kiln broke' } });
      await t.app.inject({ method: 'POST', url: '/api/order/cancel', headers: buyer.auth, payload: { order_id: byCustomer.order_id } });
      const order = (id: number, quantity: number) => ({ order_id: id, product_name: 'Clay Cup', quantity });
      expect((await items(shop)).map((n) => [n.kind, n.params])).toEqual([
        ['order_cancelled', { ...order(byCustomer.order_id, 2), store_name: shop.store_name, username: buyer.username, cancelled_by: 'customer', cancel_reason: null }],
        ['order_placed', { ...order(byCustomer.order_id, 2), total: 25, username: buyer.username }],
        ['order_placed', { ...order(byStore.order_id, 1), total: 12.5, username: buyer.username }],
        ['order_placed', { ...order(done.order_id, 3), total: 37.5, username: buyer.username }],
      ]);
      expect((await items(buyer)).map((n) => [n.kind, n.params])).toEqual([
        ['order_cancelled', { ...order(byStore.order_id, 1), store_name: shop.store_name, username: buyer.username, cancelled_by: 'store', cancel_reason: 'The kiln broke' }],
        ['order_completed', { ...order(done.order_id, 3), store_name: shop.store_name }],
      ]);
    });

    it('message carries both parties, who sent it and the preview; new_product the store and the product', async () => {
      const shop = await t.signUpStore();
      const buyer = await t.signUpCustomer();
      await send(buyer, shop.store_name, buyer.username, 'Is the   teapot\ncast iron?');
      await send(shop, shop.store_name, buyer.username, 'y'.repeat(300));
      expect((await items(shop))[0].params).toEqual({ store_name: shop.store_name, username: buyer.username, sender: 'customer', preview: 'Is the teapot cast iron?' });
      const fromStore = (await items(buyer))[0];
      expect(fromStore.params).toEqual({ store_name: shop.store_name, username: buyer.username, sender: 'store', preview: `${'y'.repeat(119)}…` });
      expect(fromStore.text).toBe(`New message from ${shop.store_name}: ${'y'.repeat(119)}…`);

      await t.app.inject({ method: 'POST', url: '/api/follow', headers: buyer.auth, payload: { store_id: shop.store_id } });
      const product = await t.addProduct(shop, { name: 'Iron Kettle' });
      expect((await items(buyer))[0]).toMatchObject({ kind: 'new_product', params: { store_name: shop.store_name, product_id: product.product_id, product_name: 'Iron Kettle' } });
    });

    it('notifications stored before params existed answer params: null, their text unchanged', async () => {
      const buyer = await t.signUpCustomer();
      await t.db.insertInto('notifications').values({ user_id: buyer.user_id, store_id: null, kind: 'order_completed', text: 'Old text', link: '/orders', created_at: new Date().toISOString(), read_at: null }).execute();
      expect(await items(buyer)).toEqual([expect.objectContaining({ kind: 'order_completed', text: 'Old text', params: null })]);
    });
  });

  describe('what is notified, to whom', () => {
    it('a placed order: the store is told who ordered what for how much; the customer is not', async () => {
      const shop = await t.signUpStore();
      const buyer = await t.signUpCustomer();
      const product = await t.addProduct(shop, { name: 'Indigo Scarf', price: '35.9', stock: '5' });
      const order = await placeOrder(t, buyer, product.product_id, 2);
      expect(await items(shop)).toEqual([
        {
          id: expect.any(Number), kind: 'order_placed', text: `New order #${order.order_id} (2 × Indigo Scarf) from ${buyer.username}: $71.80`, link: '/store/orders', created_at: expect.any(String), read: false,
          params: { order_id: order.order_id, product_name: 'Indigo Scarf', quantity: 2, total: 71.8, username: buyer.username },
        },
      ]);
      expect(await items(buyer)).toEqual([]);
    });

    it('a completed order: the customer is told', async () => {
      const shop = await t.signUpStore();
      const buyer = await t.signUpCustomer();
      const order = await placeOrder(t, buyer, (await t.addProduct(shop, { name: 'Teapot' })).product_id);
      await t.app.inject({ method: 'POST', url: '/api/order/done', headers: shop.auth, payload: { order_id: order.order_id } });
      expect(await items(buyer)).toEqual([
        expect.objectContaining({ kind: 'order_completed', text: `${shop.store_name} completed your order #${order.order_id} (1 × Teapot)`, link: '/orders', read: false }),
      ]);
    });

    it("a cancelled order: the other party is told, with the store's reason", async () => {
      const shop = await t.signUpStore();
      const buyer = await t.signUpCustomer();
      const product = await t.addProduct(shop, { name: 'Clay Cup', stock: '9' });
      const byStore = await placeOrder(t, buyer, product.product_id);
      const byCustomer = await placeOrder(t, buyer, product.product_id, 2);
      await t.app.inject({ method: 'POST', url: '/api/order/cancel', headers: shop.auth, payload: { order_id: byStore.order_id, reason: 'The kiln broke' } });
      await t.app.inject({ method: 'POST', url: '/api/order/cancel', headers: buyer.auth, payload: { order_id: byCustomer.order_id } });
      expect(await items(buyer)).toEqual([
        expect.objectContaining({ kind: 'order_cancelled', text: `${shop.store_name} cancelled your order #${byStore.order_id} (1 × Clay Cup). Reason: The kiln broke`, link: '/orders' }),
      ]);
      expect((await items(shop)).filter((n) => n.kind === 'order_cancelled')).toEqual([
        expect.objectContaining({ text: `${buyer.username} cancelled order #${byCustomer.order_id} (2 × Clay Cup)`, link: '/store/profile?tab=orders' }),
      ]);
    });

    it('a message: the other party is told (not the sender); unread ones of one conversation become one', async () => {
      const shop = await t.signUpStore();
      const buyer = await t.signUpCustomer();
      expect((await send(buyer, shop.store_name, buyer.username, 'Is the teapot cast iron?')).statusCode).toBe(201);
      expect(await items(buyer)).toEqual([]);
      expect(await items(shop)).toEqual([expect.objectContaining({ kind: 'message', text: `New message from ${buyer.username}: Is the teapot cast iron?`, link: `/store/chat/${buyer.username}` })]);

      await send(buyer, shop.store_name, buyer.username, 'And does it rust?');
      const afterSecond = await items(shop);
      expect(afterSecond).toEqual([expect.objectContaining({ text: `New message from ${buyer.username}: And does it rust?` })]);
      // A read one stays; the next message starts a new one.
      await read(shop, { ids: [afterSecond[0].id] });
      await send(buyer, shop.store_name, buyer.username, 'x'.repeat(300));
      const third = await items(shop);
      expect(third.map((n) => n.read)).toEqual([false, true]);
      expect([...third[0].text].length).toBeLessThan(160);
      expect(third[0].text.endsWith('…')).toBe(true);

      await send(shop, shop.store_name, buyer.username, 'Yes, cast iron.');
      expect(await items(buyer)).toEqual([expect.objectContaining({ kind: 'message', text: `New message from ${shop.store_name}: Yes, cast iron.`, link: `/chat/${shop.store_name}` })]);
    });

    it('a new product: every follower is told, nobody else', async () => {
      const shop = await t.signUpStore();
      const followers = [await t.signUpCustomer(), await t.signUpCustomer()];
      const stranger = await t.signUpCustomer();
      for (const f of followers) await t.app.inject({ method: 'POST', url: '/api/follow', headers: f.auth, payload: { store_id: shop.store_id } });
      const product = await t.addProduct(shop, { name: 'Lacquer Bowl' });
      for (const f of followers) {
        expect(await items(f)).toEqual([expect.objectContaining({ kind: 'new_product', text: `${shop.store_name} added a new product: Lacquer Bowl`, link: `/product/${product.product_id}` })]);
      }
      expect(await items(stranger)).toEqual([]);
      expect(await items(shop)).toEqual([]);
    });

    it('a store with many followers: one notification each', async () => {
      const shop = await t.signUpStore();
      const now = new Date().toISOString();
      const users = await t.db
        .insertInto('users')
        .values(Array.from({ length: 500 }, (_, i) => ({ username: t.uniqueName(`many${i}`), password_hash: 'x', full_location: 'x', created_at: now })))
        .returning('user_id')
        .execute();
      await t.db.insertInto('follows').values(users.map((u) => ({ user_id: u.user_id, store_id: shop.store_id, created_at: now }))).execute();
      await t.addProduct(shop, { name: 'Popular' });
      const rows = await t.db.selectFrom('notifications').select(['user_id']).where('kind', '=', 'new_product').where('text', 'like', `${shop.store_name} %`).execute();
      expect(rows.map((r) => r.user_id).sort((a, b) => a! - b!)).toEqual(users.map((u) => u.user_id).sort((a, b) => a - b));
    });
  });

  describe('listing and reading', () => {
    it('lists newest first with the unread count; after= pages backwards', async () => {
      const shop = await t.signUpStore();
      const product = await t.addProduct(shop, { stock: '50' });
      const buyer = await t.signUpCustomer();
      for (let i = 0; i < 5; i++) await placeOrder(t, buyer, product.product_id);
      const all = await list(shop, '?limit=100');
      expect(all.json().unread).toBe(5);
      const allIds = all.json().items.map((n: NotificationT) => n.id);
      expect(allIds).toEqual([...allIds].sort((a, b) => b - a));
      const first = (await list(shop, '?limit=2')).json();
      expect(first.items.map((n: NotificationT) => n.id)).toEqual(allIds.slice(0, 2));
      expect(first.unread).toBe(5);
      const next = (await list(shop, `?limit=2&after=${allIds[1]}`)).json();
      expect(next.items.map((n: NotificationT) => n.id)).toEqual(allIds.slice(2, 4));
      expect((await list(shop, `?after=${allIds[4]}`)).json().items).toEqual([]);
    });

    it('marks chosen ones read, then every one; the answer is the unread count', async () => {
      const shop = await t.signUpStore();
      const product = await t.addProduct(shop, { stock: '50' });
      const buyer = await t.signUpCustomer();
      for (let i = 0; i < 3; i++) await placeOrder(t, buyer, product.product_id);
      const ids = (await items(shop)).map((n) => n.id);
      const res = await read(shop, { ids: [ids[0]] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ unread: 2 });
      expect((await items(shop)).map((n) => n.read)).toEqual([true, false, false]);
      expect((await read(shop, {})).json()).toEqual({ unread: 0 });
      expect((await list(shop)).json().unread).toBe(0);
      expect((await read(shop, { ids: [] })).json()).toEqual({ unread: 0 });
    });

    it("nobody sees or marks someone else's notifications", async () => {
      const shop = await t.signUpStore();
      const otherShop = await t.signUpStore();
      const buyer = await t.signUpCustomer();
      const otherBuyer = await t.signUpCustomer();
      const product = await t.addProduct(shop, { stock: '50' });
      const order = await placeOrder(t, buyer, product.product_id);
      await t.app.inject({ method: 'POST', url: '/api/order/done', headers: shop.auth, payload: { order_id: order.order_id } });
      const shopIds = (await items(shop)).map((n) => n.id);
      const buyerIds = (await items(buyer)).map((n) => n.id);
      expect(shopIds).toHaveLength(1);
      expect(buyerIds).toHaveLength(1);

      expect(await items(otherShop)).toEqual([]);
      expect(await items(otherBuyer)).toEqual([]);
      // A customer and a store may share a numeric id: the kinds of recipient never mix.
      expect((await read(otherShop, { ids: [...shopIds, ...buyerIds] })).json()).toEqual({ unread: 0 });
      expect((await read(otherBuyer, {})).json()).toEqual({ unread: 0 });
      expect((await read(buyer, { ids: shopIds })).json()).toEqual({ unread: 1 });
      expect((await list(shop)).json().unread).toBe(1);
      expect((await list(buyer)).json().unread).toBe(1);
    });

    it.each([
      ['?limit=0', 'limit must be at least 1'],
      ['?limit=101', 'limit must be at most 100'],
      ['?after=0', 'after must be at least 1'],
      ['?after=x', 'after must be a whole number'],
    ])('refuses %s with 400 "%s"', async (query, msg) => {
      const res = await list(customer, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
    });

    it.each([
      [{ ids: { all: true } }, 'ids must be of type array'],
      [{ ids: [0] }, 'ids.0 must be at least 1'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids must NOT have more than 100 items'],
    ])('refuses read %j with 400', async (payload, msg) => {
      const res = await read(store, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg);
    });
  });
});
