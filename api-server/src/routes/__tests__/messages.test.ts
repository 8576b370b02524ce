import { describeEachDatabase, type TestApp } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';

type Auth = { auth: { authorization: string } };

async function chatState(t: TestApp) {
  return {
    conversations: await t.db.selectFrom('conversations').selectAll().orderBy('conversation_id').execute(),
    messages: await t.db.selectFrom('messages').selectAll().orderBy('message_id').execute(),
  };
}

describeEachDatabase('messages: /api/inbox, /api/msg/*', (t) => {
  let store: Seller;
  let customer: Customer;

  beforeAll(async () => {
    store = await t.signUpStore();
    customer = await t.signUpCustomer();
  });

  const path = (storeName: string, username: string) => `${encodeURIComponent(storeName)}/and/${encodeURIComponent(username)}`;
  const send = (who: Auth, storeName: string, username: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/msg/add/${path(storeName, username)}`, headers: who.auth, payload });
  const read = (who: Auth, storeName: string, username: string) =>
    t.app.inject({ method: 'GET', url: `/api/msg/get/${path(storeName, username)}`, headers: who.auth });
  const inbox = (who: Auth) => t.app.inject({ method: 'POST', url: '/api/inbox', headers: who.auth });

  describe('POST /api/msg/add/{store_name}/and/{username}', () => {
    it('stores a customer message: 201 with the stored Message (trimmed, sender = username, ISO timestamp)', async () => {
      const res = await send(customer, store.store_name, customer.username, { msg: '  Hello, is the teapot still available?  ' });
      expect(res.statusCode).toBe(201);
      const message = res.json();
      expect(message).toEqual({ message_id: expect.any(Number), id: message.message_id, sender: customer.username, msg: 'Hello, is the teapot still available?', timestamp: expect.any(String) });
      expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp);
      const row = await t.db.selectFrom('messages').selectAll().where('message_id', '=', message.message_id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ sender_kind: 'user', body: 'Hello, is the teapot still available?' });
    });

    it("stores a store's reply with the store's name as sender, in the same conversation", async () => {
      const buyer = await t.signUpCustomer();
      await send(buyer, store.store_name, buyer.username, { msg: 'Hi' });
      const res = await send(store, store.store_name, buyer.username, { msg: 'Yes, 3 left.' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ sender: store.store_name, msg: 'Yes, 3 left.' });
      const conversations = await t.db.selectFrom('conversations').selectAll().where('user_id', '=', buyer.user_id).execute();
      expect(conversations).toHaveLength(1);
      expect(conversations[0]).toMatchObject({ store_id: store.store_id, last_msg: 'Yes, 3 left.' });
    });

    it('accepts the names in another case', async () => {
      const res = await send(customer, store.store_name.toUpperCase(), customer.username.toUpperCase(), { msg: 'case' });
      expect(res.statusCode).toBe(201);
    });

    it('signals both parties once the message is stored (channels by id)', async () => {
      const buyer = await t.signUpCustomer();
      const seen: Array<[string, number]> = [];
      const count = async () => Number((await t.db.selectFrom('messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const listenings = [`store:${store.store_id}`, `user:${buyer.user_id}`, `user:${customer.user_id}`].map((channel) =>
        t.app.liveSignals.listen(channel, () => void count().then((n) => seen.push([channel, n]))),
      );
      try {
        const before = await count();
        await send(buyer, store.store_name, buyer.username, { msg: 'Ping' });
        for (let i = 0; i < 50 && seen.length < 3; i++) await new Promise((r) => setTimeout(r, 10));
        // After the commit: whoever hears the signal finds the message in the database. The store
        // hears twice: the message, then the notification of it (the sender gets none).
        expect(seen.sort()).toEqual([
          [`store:${store.store_id}`, before + 1],
          [`store:${store.store_id}`, before + 1],
          [`user:${buyer.user_id}`, before + 1],
        ]);
      } finally {
        listenings.forEach((listening) => listening.stop());
      }
    });

    it('counts the limit after trimming, however much space surrounds the text', async () => {
      const res = await send(customer, store.store_name, customer.username, { msg: `${' '.repeat(5000)}hello${'\n'.repeat(5000)}` });
      expect(res.statusCode).toBe(201);
      expect(res.json().msg).toBe('hello');
    });

    it('allows exactly 2000 characters after trimming', async () => {
      const text = 'é'.repeat(2000);
      const res = await send(customer, store.store_name, customer.username, { msg: `  ${text}\n` });
      expect(res.statusCode).toBe(201);
      expect(res.json().msg).toBe(text);
    });

    it.each([
      [{ msg: '' }, 'msg must not be blank'],
      [{ msg: '   \n\t ' }, 'msg must not be blank'],
      [{ msg: 'x'.repeat(2001) }, 'msg must be at most 2000 characters'],
      [{ msg: 'x'.repeat(50_000) }, 'msg must be at most 2000 characters'],
      [{}, 'msg is required'],
      [{ msg: { text: 'hi' } }, 'msg must be text'],
    ])('refuses %j with 400 "%s" and stores nothing', async (payload, msg) => {
      const before = await chatState(t);
      const res = await send(customer, store.store_name, customer.username, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg });
      expect(await chatState(t)).toEqual(before);
    });

    it("refuses someone else's conversation (403) for a customer and for a store, storing nothing", async () => {
      const [intruder, otherStore] = [await t.signUpCustomer(), await t.signUpStore()];
      const before = await chatState(t);
      for (const res of [
        await send(intruder, store.store_name, customer.username, { msg: 'sneaky' }),
        await send(otherStore, store.store_name, customer.username, { msg: 'sneaky' }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ msg: 'You can only read and write your own conversations', code: 'forbidden' });
      }
      expect(await chatState(t)).toEqual(before);
    });

    it('answers 404 when the store or the customer does not exist', async () => {
      const noStore = await send(customer, 'no_such_store', customer.username, { msg: 'hello' });
      expect(noStore.statusCode).toBe(404);
      expect(noStore.json()).toEqual({ msg: 'Store not found', code: 'store_not_found' });
      const noCustomer = await send(store, store.store_name, 'no_such_customer', { msg: 'hello' });
      expect(noCustomer.statusCode).toBe(404);
      expect(noCustomer.json()).toEqual({ msg: 'Customer not found', code: 'customer_not_found' });
    });
  });

  describe('GET /api/msg/get/{store_name}/and/{username}', () => {
    it('answers [] before anyone wrote', async () => {
      const buyer = await t.signUpCustomer();
      const res = await read(buyer, store.store_name, buyer.username);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('lists the messages oldest first, for both parties alike, with current names', async () => {
      const buyer = await t.signUpCustomer();
      const seller = await t.signUpStore();
      const a = (await send(buyer, seller.store_name, buyer.username, { msg: 'one' })).json();
      const b = (await send(seller, seller.store_name, buyer.username, { msg: 'two' })).json();
      const c = (await send(buyer, seller.store_name, buyer.username, { msg: 'three' })).json();
      const asCustomer = await read(buyer, seller.store_name, buyer.username);
      expect(asCustomer.statusCode).toBe(200);
      expect(asCustomer.json()).toEqual([a, b, c]);
      expect((await read(seller, seller.store_name, buyer.username)).json()).toEqual([a, b, c]);

      // A renamed store shows its new name on its old messages, and the conversation moves with it.
      const newName = t.uniqueName('renamed');
      await t.db.updateTable('stores').set({ store_name: newName }).where('store_id', '=', seller.store_id).execute();
      const renamed = (await read(buyer, newName, buyer.username)).json();
      expect(renamed.map((m: { sender: string }) => m.sender)).toEqual([buyer.username, newName, buyer.username]);
    });

    it('does not mix conversations', async () => {
      const buyer = await t.signUpCustomer();
      const other = await t.signUpStore();
      await send(buyer, store.store_name, buyer.username, { msg: 'to the first store' });
      expect((await read(buyer, other.store_name, buyer.username)).json()).toEqual([]);
    });

    it("refuses someone else's conversation (403)", async () => {
      const intruder = await t.signUpCustomer();
      const res = await read(intruder, store.store_name, customer.username);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ msg: 'You can only read and write your own conversations', code: 'forbidden' });
      const otherStore = await t.signUpStore();
      expect((await read(otherStore, store.store_name, customer.username)).statusCode).toBe(403);
    });

    it('answers 404 when the store or the customer does not exist', async () => {
      expect((await read(customer, 'no_such_store', customer.username)).json()).toEqual({ msg: 'Store not found', code: 'store_not_found' });
      const res = await read(store, store.store_name, 'no_such_customer');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ msg: 'Customer not found', code: 'customer_not_found' });
    });

    it('answers 400 for a name longer than any name can be', async () => {
      const res = await read(customer, 's'.repeat(65), customer.username);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ msg: 'store_name must be at most 64 characters', code: 'field_too_long', field: 'store_name' });
    });
  });

  describe('POST /api/inbox', () => {
    it('answers [] without conversations', async () => {
      const fresh = await t.signUpCustomer();
      const res = await inbox(fresh);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it("lists the customer's conversations newest first with the last message", async () => {
      const buyer = await t.signUpCustomer();
      const [first, second] = [await t.signUpStore(), await t.signUpStore()];
      await send(buyer, first.store_name, buyer.username, { msg: 'older' });
      const newer = (await send(buyer, second.store_name, buyer.username, { msg: 'newer' })).json();
      const latest = (await send(first, first.store_name, buyer.username, { msg: 'reply from first' })).json();
      const res = await inbox(buyer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { store_name: first.store_name, username: buyer.username, last_msg: 'reply from first', last_at: latest.timestamp },
        { store_name: second.store_name, username: buyer.username, last_msg: 'newer', last_at: newer.timestamp },
      ]);
    });

    it("lists the store's conversations with each customer, and only its own", async () => {
      const seller = await t.signUpStore();
      const [x, y] = [await t.signUpCustomer(), await t.signUpCustomer()];
      await send(x, seller.store_name, x.username, { msg: 'from x' });
      await send(y, seller.store_name, y.username, { msg: 'from y' });
      await send(x, store.store_name, x.username, { msg: 'to another store' });
      const res = await inbox(seller);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((e: { username: string; last_msg: string }) => [e.username, e.last_msg])).toEqual([
        [y.username, 'from y'],
        [x.username, 'from x'],
      ]);
      expect(res.json().every((e: { store_name: string }) => e.store_name === seller.store_name)).toBe(true);
    });
  });
});
