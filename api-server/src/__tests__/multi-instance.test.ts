/**
 * Several instances on one database, as behind a load balancer (PostgreSQL when TEST_DATABASE_URL
 * is set: the case that matters, since SQLite serves one process): an order placed with one
 * Idempotency-Key from many instances at once exists once, and concurrent checkouts across
 * instances never sell more than the stock.
 */
import { setupInstances } from '../../test/helpers/instances';
import { PG_SKIPPED_TITLE, TEST_DATABASE_URL } from '../../test/helpers/database';
import type { Customer } from '../../test/helpers/actors';

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(['sqlite', 'postgres'] as const)('several instances on one database [%s]', (kind) => {
  if (kind === 'postgres' && !TEST_DATABASE_URL) {
    it.skip(PG_SKIPPED_TITLE, () => undefined);
    return;
  }
  const instances = setupInstances(kind, { count: 3 });
  const db = () => instances.at(0).app.db;

  const post = async (instance: number, url: string, who: { auth: { authorization: string } }, body: object, headers: Record<string, string> = {}) => {
    const res = await fetch(`${instances.at(instance).url}${url}`, { method: 'POST', headers: { ...who.auth, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  };
  const cartLine = async (customer: Customer, productId: number, quantity = 1) => {
    const res = await post(0, '/api/cart/add', customer, { product_id: productId, quantity, full_location: 'Lyon' });
    expect(res.status).toBe(201);
    return (res.body.item as { cart_id: number }).cart_id;
  };

  it('20 identical placements with one Idempotency-Key, spread over 3 instances at once, make one order', async () => {
    const seller = await instances.signUpStore();
    const product = await instances.addProduct(seller, { stock: '5' });
    const customer = await instances.signUpCustomer();
    const cartId = await cartLine(customer, product.product_id, 2);
    const key = `checkout-${cartId}-${Date.now()}`;

    const place = (i: number) => post(i % 3, '/api/order/add', customer, { cart_id: cartId, product_id: product.product_id }, { 'idempotency-key': key });
    let answers = await Promise.all(Array.from({ length: 20 }, (_, i) => place(i)));
    for (const answer of answers) {
      // Placed, replayed, or "the first one still runs" — never a second order, never a 404 for the line it took.
      expect([201, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.headers.get('retry-after')).toBe('1');
    }
    // Clients retry the 409s (as the browser's checkout does) until the first answer is there.
    for (let round = 0; round < 20 && answers.some((a) => a.status === 409); round++) {
      await sleep(100);
      answers = await Promise.all(answers.map((a, i) => (a.status === 409 ? place(i) : a)));
    }
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const orderIds = new Set(answers.map((a) => (a.body.order as { order_id: number }).order_id));
    expect(orderIds.size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true').length).toBeGreaterThanOrEqual(19);
    expect(await db().selectFrom('orders').select('order_id').where('product_id', '=', product.product_id).execute()).toHaveLength(1);
    expect((await db().selectFrom('products').select('stock').where('product_id', '=', product.product_id).executeTakeFirstOrThrow()).stock).toBe(3);
  });

  it('concurrent checkouts across instances never oversell: stock + ordered = initial stock', async () => {
    const seller = await instances.signUpStore();
    const initial = 12;
    const product = await instances.addProduct(seller, { stock: String(initial) });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => instances.signUpCustomer()));
    const lines = await Promise.all(buyers.map((buyer) => cartLine(buyer, product.product_id, 1)));

    const answers = await Promise.all(
      buyers.map((buyer, i) => post(i % 3, '/api/order/add', buyer, { cart_id: lines[i] }, { 'idempotency-key': `buy-${lines[i]}` })),
    );
    const placed = answers.filter((a) => a.status === 201).length;
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && /Not enough stock/.test(String(a.body.msg)))).toBe(true);
    expect(placed).toBe(initial);
    const { stock } = await db().selectFrom('products').select('stock').where('product_id', '=', product.product_id).executeTakeFirstOrThrow();
    const ordered = await db().selectFrom('orders').select((eb) => eb.fn.sum<number>('quantity').as('units')).where('product_id', '=', product.product_id).executeTakeFirstOrThrow();
    expect(stock).toBe(0);
    expect(Number(ordered.units)).toBe(initial);
  });
});
