import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { CHAT_FRAMES, openClient, type LiveClient } from '../../../test/helpers/live-client';
import { SignJWT } from 'jose';
import { describeEachDatabase } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';
import { algNoneToken, expiredToken, validToken, wrongSecretToken } from '../../../test/helpers/tokens';
import { liveTiming } from '../live';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeEachDatabase('live chat push channel: /api/live', (t) => {
  let url = '';
  let store: Seller;
  let customer: Customer;
  const clients: LiveClient[] = [];
  const original = { ...liveTiming };

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
    store = await t.signUpStore();
    customer = await t.signUpCustomer();
  });

  afterEach(() => {
    Object.assign(liveTiming, original);
    for (const client of clients.splice(0)) client.socket.terminate();
  });

  async function connect(headers: Record<string, string> = {}, options: WebSocket.ClientOptions = {}) {
    const client = await openClient(url, headers, options, CHAT_FRAMES);
    clients.push(client);
    return client;
  }

  async function signIn(who: { token: string }, options: WebSocket.ClientOptions = {}) {
    const client = await connect({}, options);
    client.socket.send(JSON.stringify({ type: 'auth', token: who.token }));
    expect(await client.next()).toEqual({ type: 'ready', last_message_id: expect.any(Number), last_notification_id: expect.any(Number), instance: expect.any(String) });
    return client;
  }

  const send = (who: { auth: { authorization: string } }, storeName: string, username: string, msg: string) =>
    t.app.inject({ method: 'POST', url: `/api/msg/add/${storeName}/and/${username}`, headers: who.auth, payload: { msg } });

  it("delivers each stored message to both parties' open connections (every tab)", async () => {
    const storeSocket = await signIn(store);
    const customerTab1 = await signIn(customer);
    const customerTab2 = await signIn(customer);
    const res = await send(customer, store.store_name, customer.username, 'Is this available in blue?');
    expect(res.statusCode).toBe(201);
    const frame = { type: 'message', store_name: store.store_name, username: customer.username, message: res.json() };
    expect(await storeSocket.next()).toEqual(frame);
    expect(await customerTab1.next()).toEqual(frame);
    expect(await customerTab2.next()).toEqual(frame);

    const reply = await send(store, store.store_name, customer.username, 'Yes!');
    expect(await customerTab1.next()).toEqual({ type: 'message', store_name: store.store_name, username: customer.username, message: reply.json() });
  });

  it("does not deliver other people's conversations", async () => {
    const bystander = await t.signUpCustomer();
    const otherStore = await t.signUpStore();
    const bystanderSocket = await signIn(bystander);
    const otherStoreSocket = await signIn(otherStore);
    const customerSocket = await signIn(customer);
    await send(customer, store.store_name, customer.username, 'private');
    await customerSocket.next();
    await sleep(100);
    expect(bystanderSocket.pending()).toEqual([]);
    expect(otherStoreSocket.pending()).toEqual([]);
  });

  it('keeps delivering after a rename (channels are by id, names come from the database)', async () => {
    const seller = await t.signUpStore();
    const sellerSocket = await signIn(seller);
    const newName = t.uniqueName('renamed');
    await t.db.updateTable('stores').set({ store_name: newName }).where('store_id', '=', seller.store_id).execute();
    const res = await send(customer, newName, customer.username, 'hello renamed store');
    expect(res.statusCode).toBe(201);
    expect(await sellerSocket.next()).toMatchObject({ store_name: newName, username: customer.username, message: { sender: customer.username } });
  });

  it('ignores unknown frames after sign-in and stays open', async () => {
    const client = await signIn(customer);
    client.socket.send(JSON.stringify({ type: 'typing' }));
    client.socket.send('not json');
    const res = await send(store, store.store_name, customer.username, 'still here?');
    expect((await client.next()).message).toEqual(res.json());
  });

  it('ends the subscription when the socket closes', async () => {
    const unsubscribed = jest.fn();
    const listen = t.app.liveSignals.listen.bind(t.app.liveSignals);
    const spy = jest.spyOn(t.app.liveSignals, 'listen').mockImplementation((channel, handler) => {
      const listening = listen(channel, handler);
      return {
        subscribed: listening.subscribed,
        stop: () => {
          unsubscribed(channel);
          listening.stop();
        },
      };
    });
    try {
      const client = await signIn(customer);
      expect(unsubscribed).not.toHaveBeenCalled();
      client.socket.close();
      await client.closed;
      for (let i = 0; i < 50 && unsubscribed.mock.calls.length === 0; i++) await sleep(20);
      expect(unsubscribed).toHaveBeenCalledWith(`user:${customer.user_id}`);
    } finally {
      spy.mockRestore();
    }
  });

  it('pings every interval and drops a connection that stopped answering', async () => {
    liveTiming.pingIntervalMs = 100;
    const answering = await signIn(customer);
    const silent = await signIn(customer, { autoPong: false });
    await sleep(450);
    expect(answering.pings()).toBeGreaterThanOrEqual(2);
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    const closed = await silent.closed;
    expect(closed.code).toBe(1006); // terminated without a closing handshake
  });

  describe('refusals close with 4401', () => {
    const expectRefused = async (client: LiveClient, reason: string) => {
      const closed = await client.closed;
      expect(closed).toEqual({ code: 4401, reason });
      expect(client.pending()).toEqual([]);
    };

    it('no auth frame within the time limit, even with a valid token in a cookie', async () => {
      liveTiming.authTimeoutMs = 200;
      const client = await connect({ cookie: `token=${customer.token}`, authorization: `Bearer ${customer.token}` });
      await expectRefused(client, 'Sign in within 10 seconds');
    });

    it.each([
      ['a frame that is not JSON', 'hello'],
      ['a frame of another type', JSON.stringify({ type: 'subscribe', token: 'x' })],
      ['an auth frame without a token', JSON.stringify({ type: 'auth' })],
      ['a JSON array', JSON.stringify([{ type: 'auth' }])],
    ])('%s', async (_name, frame) => {
      const client = await connect();
      client.socket.send(frame);
      await expectRefused(client, 'The first frame must be {"type":"auth","token":"…"}');
    });

    it.each([
      ['a token that is not a JWT', async () => 'nonsense', 'Your sign-in is not valid; please sign in again'],
      ['an alg:none token', async (c: Customer) => algNoneToken({ user_id: c.user_id, username: c.username }), 'Your sign-in is not valid; please sign in again'],
      ['a token signed with another secret', async (c: Customer) => wrongSecretToken({ user_id: c.user_id, username: c.username }), 'Your sign-in is not valid; please sign in again'],
      ['an expired token', async (c: Customer) => expiredToken(t.secret(), { user_id: c.user_id, username: c.username }), 'Your session has expired; please sign in again'],
      ['a token of an account that does not exist', async () => validToken(t.secret(), { store_id: 2_000_000_000, store_name: 'ghost' }), 'This account no longer exists; please sign in again'],
    ])('%s', async (_name, makeToken, reason) => {
      const client = await connect();
      client.socket.send(JSON.stringify({ type: 'auth', token: await makeToken(customer) }));
      await expectRefused(client, reason);
    });

    it('a refused connection receives no messages', async () => {
      const client = await connect();
      client.socket.send(JSON.stringify({ type: 'auth', token: algNoneToken({ user_id: customer.user_id, username: customer.username }) }));
      await client.closed;
      await send(store, store.store_name, customer.username, 'not for you');
      expect(client.pending()).toEqual([]);
    });
  });

  describe('resume: a client that reconnects gets what it missed, once, in order', () => {
    const signInFrom = async (who: { token: string }, lastMessageId?: number) => {
      const client = await connect();
      client.socket.send(JSON.stringify({ type: 'auth', token: who.token, ...(lastMessageId === undefined ? {} : { last_message_id: lastMessageId }) }));
      return client;
    };

    it("starts a new connection at the identity's newest message (ready says which)", async () => {
      const sent = (await send(customer, store.store_name, customer.username, 'before connecting')).json();
      const client = await signInFrom(customer);
      expect(await client.next()).toEqual({ type: 'ready', last_message_id: sent.message_id, last_notification_id: expect.any(Number), instance: t.config.instanceId });
      await sleep(100);
      expect(client.pending()).toEqual([]);
    });

    it('after a drop, sends every message stored meanwhile (both sides of the conversation) before the new ones', async () => {
      const first = await signInFrom(customer);
      const { last_message_id: seen } = (await first.next()) as { last_message_id: number };
      first.socket.close();
      await first.closed;

      const missed = [];
      for (let i = 1; i <= 5; i++) missed.push((await send(i % 2 ? store : customer, store.store_name, customer.username, `missed ${i}`)).json());

      const again = await signInFrom(customer, seen);
      expect(await again.next()).toEqual({ type: 'ready', last_message_id: seen, last_notification_id: expect.any(Number), instance: t.config.instanceId });
      for (const message of missed) expect(await again.next()).toEqual({ type: 'message', store_name: store.store_name, username: customer.username, message });
      const live = (await send(store, store.store_name, customer.username, 'live again')).json();
      expect(await again.next()).toMatchObject({ message: live });
      await sleep(100);
      expect(again.pending()).toEqual([]);
    });

    it('catches up past one page (more than 200 missed messages), in order', async () => {
      const buyer = await t.signUpCustomer();
      const start = await signInFrom(buyer);
      const { last_message_id: seen } = (await start.next()) as { last_message_id: number };
      start.socket.close();
      for (let i = 0; i < 230; i++) await send(buyer, store.store_name, buyer.username, `n${i}`);
      const again = await signInFrom(buyer, seen);
      await again.next();
      const texts = [];
      for (let i = 0; i < 230; i++) texts.push(((await again.next()) as { message: { msg: string } }).message.msg);
      expect(texts).toEqual(Array.from({ length: 230 }, (_, i) => `n${i}`));
    });

    it('a resume point past the newest message starts at the newest; a bad one is refused', async () => {
      const buyer = await t.signUpCustomer();
      const sent = (await send(buyer, store.store_name, buyer.username, 'one')).json();
      const far = await signInFrom(buyer, 1_000_000_000);
      expect(await far.next()).toEqual({ type: 'ready', last_message_id: sent.message_id, last_notification_id: expect.any(Number), instance: t.config.instanceId });
      for (const bad of [-1, 1.5, '7', Number.MAX_SAFE_INTEGER + 10]) {
        const client = await connect();
        client.socket.send(JSON.stringify({ type: 'auth', token: buyer.token, last_message_id: bad }));
        expect(await client.closed).toEqual({ code: 4401, reason: 'A resume point (last_message_id) must be a whole number of 0 or more' });
      }
      // Each resume field is named when it is the wrong one, the other being valid.
      for (const frame of [{ last_message_id: 0, last_notification_id: -1 }, { last_notification_id: '3' }]) {
        const client = await connect();
        client.socket.send(JSON.stringify({ type: 'auth', token: buyer.token, ...frame }));
        expect(await client.closed).toEqual({ code: 4401, reason: 'A resume point (last_notification_id) must be a whole number of 0 or more' });
      }
    });
  });

  it('answers a plain HTTP request with 426 and a msg', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/live' });
    expect(res.statusCode).toBe(426);
    expect(res.headers.upgrade).toBe('websocket');
    expect(res.json()).toEqual({ msg: 'This is the live chat channel: open it as a WebSocket (ws:// or wss://)', code: 'upgrade_required' });
  });

  it('closes with 4401 when the token expires while connected', async () => {
    const now = Math.floor(Date.now() / 1000);
    const shortLived = await new SignJWT({ user_id: customer.user_id, username: customer.username })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + 2)
      .sign(t.secret());
    const client = await connect();
    client.socket.send(JSON.stringify({ type: 'auth', token: shortLived }));
    expect(await client.next()).toMatchObject({ type: 'ready' });
    expect(await client.closed).toEqual({ code: 4401, reason: 'Your session has expired; please sign in again' });
  });
});
