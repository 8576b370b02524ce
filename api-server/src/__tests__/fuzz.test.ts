/**
 * A property-based fuzz of every call of the OpenAPI document (GET /api/docs/json): for each, at
 * least 200 requests drawn with fast-check (test/helpers/fuzz.ts) — valid, mutated and hostile
 * bodies, path parameters, query strings and tokens. Each must be answered below 500, with a status
 * the document declares for the call, and a body that validates against the schema declared for
 * that status. Afterwards the database still holds together. A failure prints the seed and the
 * request; FUZZ_SEED and FUZZ_RUNS replay or widen a run.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { Compile } from 'typebox/compile';
import { describeEachDatabase, type TestApp } from '../../test/helpers/app';
import { requestsFor, urlFor, type GeneratedRequest, type JsonSchema, type Operation, type Pools } from '../../test/helpers/fuzz';
import { multipartPayload } from '../../test/helpers/multipart';
import { pngBytes } from '../../test/helpers/images';
import { algNoneToken, expiredToken, validToken, wrongSecretToken } from '../../test/helpers/tokens';
import { createOperatorAccount } from '../../test/helpers/operators';
import { routeTable, type RouteKey } from '../routes';
import { encodeCursor } from '../routes/products';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

jest.setTimeout(300_000);

/** Which bearer token a request carries (the valid ones more often, so calls get past the access check). */
const TOKEN_NAMES = [
  'customer', 'customer', 'customer', 'store', 'store', 'store', 'otherCustomer', 'otherStore', 'operator', 'operator',
  'none', 'garbage', 'expired', 'wrongSecret', 'algNone', 'ghost',
];

interface World {
  pools: Pools;
}

/** Two stores with products, two customers with cart lines, an order and a conversation. */
async function buildWorld(t: TestApp): Promise<World> {
  const [store, otherStore] = [await t.signUpStore(), await t.signUpStore()];
  const [customer, otherCustomer] = [await t.signUpCustomer(), await t.signUpCustomer()];
  const products = [await t.addProduct(store, { stock: '50' }), await t.addProduct(store, { stock: '3' }), await t.addProduct(otherStore, { stock: '7' })];
  const cartIds: number[] = [];
  for (const [who, product] of [[customer, products[0]], [customer, products[2]], [otherCustomer, products[1]]] as const) {
    const line = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: who.auth, payload: { product_id: product.product_id, quantity: 1, full_location: 'Fuzz street 1' } });
    cartIds.push(line.json().item.cart_id);
  }
  const order = await t.app.inject({ method: 'POST', url: '/api/order/add', headers: customer.auth, payload: { cart_id: cartIds[0] } });
  const line = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: customer.auth, payload: { product_id: products[0].product_id, quantity: 2, full_location: 'Fuzz street 1' } });
  cartIds.push(line.json().item.cart_id);
  await t.app.inject({ method: 'POST', url: `/api/msg/add/${store.store_name}/and/${customer.username}`, headers: customer.auth, payload: { msg: 'hello' } });
  const operator = await createOperatorAccount(t);
  const secret = t.secret();
  return {
    pools: {
      ids: {
        product_id: products.map((p) => p.product_id),
        store_id: [store.store_id, otherStore.store_id],
        cart_id: cartIds,
        order_id: [order.json().order.order_id],
      },
      names: {
        store_name: [store.store_name, otherStore.store_name],
        username: [customer.username, otherCustomer.username],
        password: [customer.password, store.password],
        cursor: [encodeCursor(products[2].product_id)],
      },
      tokens: {
        customer: customer.token,
        otherCustomer: otherCustomer.token,
        store: store.token,
        otherStore: otherStore.token,
        operator: operator.token,
        none: '',
        garbage: 'not.a.token',
        expired: await expiredToken(secret, { user_id: customer.user_id, username: customer.username }),
        wrongSecret: await wrongSecretToken({ store_id: store.store_id, store_name: store.store_name }),
        algNone: algNoneToken({ user_id: customer.user_id, username: customer.username }),
        ghost: await validToken(secret, { user_id: 2_000_000_000, username: 'ghost' }),
      },
    },
  };
}

describeEachDatabase('fuzz: every call of the OpenAPI document', (t) => {
  let doc: { paths: Record<string, Record<string, Operation>> };
  let png: Buffer;
  const validators = new Map<JsonSchema, ReturnType<typeof Compile>>();
  const answered: Record<string, Record<number, number>> = {};

  beforeAll(async () => {
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    png = await pngBytes();
  });

  async function send(method: string, path: string, request: GeneratedRequest, world: World) {
    const token = world.pools.tokens[request.token];
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const url = urlFor(path, request);
    const body = request.body;
    if (body.kind === 'json') {
      return t.app.inject({ method: method as 'POST', url, headers: { ...headers, 'content-type': body.contentType }, payload: body.text });
    }
    if (body.kind === 'multipart') {
      const fileField = path.includes('/store/') ? 'storeImg' : 'productImg';
      const fields = { ...body.fields, ...(body.file === 'text-null' ? { [fileField]: 'null' } : {}) };
      const files =
        body.file === 'png' ? [{ field: fileField, filename: 'p.png', bytes: png, type: 'image/png' }]
          : body.file === 'garbage' ? [{ field: fileField, filename: 'p.png', bytes: Buffer.from('definitely not a picture'), type: 'image/png' }]
            : body.file === 'empty' ? [{ field: fileField, filename: 'p.png', bytes: Buffer.alloc(0), type: 'image/png' }]
              : [];
      const form = await multipartPayload(fields, files);
      return t.app.inject({ method: method as 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
    }
    return t.app.inject({ method: method as 'GET', url, headers });
  }

  const keys = Object.keys(routeTable) as RouteKey[];
  it.each(keys)('%s', async (key) => {
    const [method, path] = key.split(' ');
    const operation = doc.paths[path]?.[method.toLowerCase()];
    expect(operation).toBeDefined();
    const world = await buildWorld(t);
    const seen: Record<number, number> = {};
    answered[key] = seen;
    await fc.assert(
      fc.asyncProperty(requestsFor(operation, world.pools, TOKEN_NAMES), async (request) => {
        const res = await send(method, path, request, world);
        seen[res.statusCode] = (seen[res.statusCode] ?? 0) + 1;
        // A profile change answers a new token (a password change ends the old one): use it, as a client would.
        if (res.statusCode === 200 && path.endsWith('/update') && !path.includes('/product/') && !path.includes('/cart/')) {
          const renewed = (res.json() as { token?: string }).token;
          if (renewed) world.pools.tokens[request.token] = renewed;
        }
        const where = `${method} ${urlFor(path, request)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        if (res.statusCode >= 500) throw new Error(`5xx answer: ${where}`);
        const declared = operation.responses[String(res.statusCode)];
        if (!declared) throw new Error(`status not declared in the OpenAPI document: ${where}`);
        const schema = declared.content?.['application/json']?.schema;
        if (schema) {
          let validator = validators.get(schema);
          if (!validator) validators.set(schema, (validator = Compile(schema as never)));
          const body: unknown = res.json();
          if (!validator.Check(body)) throw new Error(`answer does not match its declared schema: ${where}\n${JSON.stringify([...validator.Errors(body)].slice(0, 3))}`);
        }
      }),
      { numRuns: RUNS, seed: SEED, interruptAfterTimeLimit: 120_000, markInterruptAsFailure: true },
    );
    expect(Object.values(seen).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(RUNS);
  });

  it('leaves the database consistent: no negative stock, orders and cart lines whole, no NUL stored', async () => {
    const one = async (query: ReturnType<typeof sql<{ n: number | string }>>) => Number((await query.execute(t.db)).rows[0].n);
    expect(await one(sql`SELECT count(*) AS n FROM products WHERE stock < 0`)).toBe(0);
    expect(await one(sql`SELECT count(*) AS n FROM orders WHERE quantity < 1 OR price_cents <= 0 OR status NOT IN ('pending', 'completed', 'cancelled')`)).toBe(0);
    expect(await one(sql`SELECT count(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.user_id = o.user_id) OR NOT EXISTS (SELECT 1 FROM stores s WHERE s.store_id = o.store_id)`)).toBe(0);
    expect(await one(sql`SELECT count(*) AS n FROM cart_items c WHERE c.quantity < 1 OR NOT EXISTS (SELECT 1 FROM products p WHERE p.product_id = c.product_id)`)).toBe(0);
    expect(await one(sql`SELECT count(*) AS n FROM conversations c WHERE NOT EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.conversation_id)`)).toBe(0);
    if (t.kind === 'sqlite') {
      const nul = sql`char(0)`;
      for (const [table, column] of [['users', 'username'], ['users', 'full_location'], ['stores', 'store_name'], ['stores', 'bio'], ['products', 'name'], ['products', 'description'], ['products', 'country'], ['messages', 'body'], ['cart_items', 'full_location'], ['orders', 'cancel_reason'], ['notifications', 'text']] as const) {
        expect([table, column, await one(sql`SELECT count(*) AS n FROM ${sql.table(table)} WHERE instr(${sql.ref(column)}, ${nul}) > 0`)]).toEqual([table, column, 0]);
      }
      expect((await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(t.db)).rows[0].integrity_check).toBe('ok');
      expect((await sql`PRAGMA foreign_key_check`.execute(t.db)).rows).toEqual([]);
    }
    const summary = Object.entries(answered).map(([key, seen]) => `${key}: ${Object.entries(seen).map(([s, n]) => `${s}×${n}`).join(' ')}`);
    process.stdout.write(`fuzz [${t.kind}] seed ${SEED}, ${RUNS} runs per call:\n  ${summary.join('\n  ')}\n`);
  });
});
