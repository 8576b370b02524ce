/**
 * Notifications on the live channel, across instances through a Redis of the test's own: each one
 * arrives as { type: 'notification', notification } on whichever instance the recipient is
 * connected to, once, in id order, and a client that reconnects with last_notification_id gets
 * what it missed.
 */
import { redisInstancesSkipped, setupRedisInstances } from '../../../test/helpers/redis-instances';
import { openClient, type LiveClient } from '../../../test/helpers/live-client';
import type { Customer, Seller } from '../../../test/helpers/actors';
import type { NotificationT } from '../../schemas/notifications';

jest.setTimeout(90_000);

const NOTIFICATION_FRAMES = ['ready', 'notification'];

describe.each(['sqlite', 'postgres'] as const)('notifications on the live channel, across instances [%s]', (kind) => {
  const skipped = redisInstancesSkipped(kind);
  if (skipped) {
    it.skip(skipped, () => undefined);
    return;
  }
  const { instances } = setupRedisInstances(kind, { count: 2, keyPrefix: `t${process.pid}n:` });

  let store: Seller;
  let customer: Customer;
  let productId: number;
  const clients: LiveClient[] = [];
  beforeAll(async () => {
    store = await instances.signUpStore();
    customer = await instances.signUpCustomer();
    productId = (await instances.addProduct(store, { name: 'Live Teapot', stock: '50' })).product_id;
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.socket.terminate();
  });

  async function signIn(instance: number, who: { token: string }, lastNotificationId?: number) {
    const client = await openClient(instances.at(instance).wsUrl, {}, {}, NOTIFICATION_FRAMES);
    clients.push(client);
    client.socket.send(JSON.stringify({ type: 'auth', token: who.token, ...(lastNotificationId === undefined ? {} : { last_notification_id: lastNotificationId }) }));
    const ready = (await client.next()) as { type: string; last_notification_id: number };
    expect(ready).toMatchObject({ type: 'ready', last_notification_id: expect.any(Number) });
    return { client, ready };
  }
  const call = async (instance: number, who: Customer | Seller, method: string, path: string, body?: object) => {
    const res = await fetch(`${instances.at(instance).url}${path}`, {
      method,
      headers: { ...who.auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Record<string, never> };
  };
  const placeOrder = async (instance: number) => {
    const line = await call(instance, customer, 'POST', '/api/cart/add', { product_id: productId, quantity: 1, full_location: `Desk ${Math.random()}` });
    const placed = await call(instance, customer, 'POST', '/api/order/add', { cart_id: (line.body.item as { cart_id: number }).cart_id });
    expect(placed.status).toBe(201);
    return (placed.body.order as { order_id: number }).order_id;
  };
  const notificationOf = async (client: LiveClient) => {
    const frame = (await client.next(5000)) as { type: string; notification: NotificationT };
    expect(frame.type).toBe('notification');
    return frame.notification;
  };

  it('a new order reaches the store on the other instance, and its completion the customer, as stored', async () => {
    const { client: storeSocket } = await signIn(1, store);
    const { client: customerSocket } = await signIn(0, customer);
    const orderId = await placeOrder(0);
    const toStore = await notificationOf(storeSocket);
    expect(toStore).toMatchObject({ kind: 'order_placed', link: '/store/orders', read: false });
    expect(toStore.text).toContain(`#${orderId}`);
    // The live frame carries the parameters too (the same notification as the list answers).
    expect(toStore.params).toMatchObject({ order_id: orderId, username: customer.username });
    expect((await call(0, store, 'GET', '/api/notifications')).body.items).toContainEqual(toStore);

    expect((await call(1, store, 'POST', '/api/order/done', { order_id: orderId })).status).toBe(200);
    expect(await notificationOf(customerSocket)).toMatchObject({ kind: 'order_completed', link: '/orders', params: { order_id: orderId, store_name: store.store_name } });
    expect(customerSocket.pending()).toEqual([]);
  });

  it('a client that reconnects with last_notification_id gets what it missed, once, in order', async () => {
    const first = await signIn(1, store);
    await placeOrder(0);
    const seen = await notificationOf(first.client);
    first.client.socket.terminate();

    const missed = [await placeOrder(1), await placeOrder(0)];
    const again = await signIn(0, store, seen.id);
    expect(again.ready.last_notification_id).toBe(seen.id);
    const got = [await notificationOf(again.client), await notificationOf(again.client)];
    expect(got.map((n) => n.text.match(/#(\d+)/)?.[1])).toEqual(missed.map(String));
    expect(got[1].id).toBeGreaterThan(got[0].id);
    const next = await placeOrder(1);
    expect((await notificationOf(again.client)).text).toContain(`#${next}`);
    expect(again.client.pending()).toEqual([]);
  });

  it("a new product reaches every follower's live connection, on any instance", async () => {
    const followers = [await instances.signUpCustomer(), await instances.signUpCustomer()];
    for (const f of followers) expect((await call(0, f, 'POST', '/api/follow', { store_id: store.store_id })).status).toBe(200);
    const sockets = [(await signIn(0, followers[0])).client, (await signIn(1, followers[1])).client];
    const added = await instances.addProduct(store, { name: 'Fresh Bowl' });
    for (const socket of sockets) {
      expect(await notificationOf(socket)).toMatchObject({ kind: 'new_product', link: `/product/${added.product_id}` });
    }
  });
});
