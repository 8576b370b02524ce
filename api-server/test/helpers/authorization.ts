/**
 * The authorization matrix: every protected call is tried with no token, a cookie instead of the
 * header, an expired token, an `alg: none` token, one signed with another secret, one without
 * `exp`, one claiming both identities, one of a deleted account, the other roles' tokens (the
 * operator's on every customer and store call, customers' and stores' on the operator's), a
 * suspended store's, and (owner-only calls) another customer's or store's token. Each must get the right status and msg
 * and leave the database and the uploads exactly as they were; then the rightful caller succeeds.
 *
 * Add calls from any test file:
 *   describeAuthorizationMatrix('cart', [{ key: 'DELETE /api/cart/delete', request: (f) => ({ payload: { cart_id: f.extra.cartId } }),
 *     notOwner: { caller: (f) => f.otherCustomer, status: 404, msg: 'Cart item not found', code: 'cart_line_not_found' } }], async (t, f) => ({ cartId: ... }));
 */
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { routeTable, splitRouteKey, type RouteKey } from '../../src/routes';
import { AUTH_MESSAGES } from '../../src/auth/access';
import type { ErrorCode } from '../../src/schemas/error-codes';
import { describeEachDatabase, type TestApp } from './app';
import type { Customer, Seller } from './actors';
import { algNoneToken, expiredToken, noExpToken, validToken, wrongSecretToken } from './tokens';
import { createOperatorAccount, type Operator } from './operators';

export interface MatrixFixtures {
  customer: Customer;
  otherCustomer: Customer;
  store: Seller;
  otherStore: Seller;
  operator: Operator;
  /** A store the operator suspended (reason "Suspended for the matrix"). */
  suspendedStore: Seller;
  /** A product of `store`. */
  product: { product_id: number; img: string };
  /** Whatever the file's own setup returned (loosely typed so each file reads its own fixtures plainly). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  extra: Record<string, any>;
}

export interface ProtectedCall {
  key: RouteKey;
  /** The request the rightful caller would make, without an Authorization header (method and url default from `key`). */
  request: (f: MatrixFixtures) => Promise<InjectOptions> | InjectOptions;
  /** Owner-only calls: a caller of the right role who does not own the resource, and the answer they must get. */
  notOwner?: { caller: (f: MatrixFixtures) => Customer | Seller; status: number; msg: string; code: ErrorCode };
  /** The rightful caller for 'any-signed-in' calls (defaults to the customer), and the 2xx it gets. */
  rightful?: { caller?: (f: MatrixFixtures) => Customer | Seller | Operator; status?: number };
}

const TABLES = [
  'users', 'stores', 'products', 'follows', 'cart_items', 'orders', 'conversations', 'messages', 'notifications', 'reviews', 'reports', 'operator_audit',
] as const;

/** Every row of every table, for "nothing changed" checks. */
export async function snapshotDatabase(t: TestApp): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    snapshot[table] = (await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1`.execute(t.db)).rows;
  }
  return snapshot;
}

type Case = { name: string; headers: (f: MatrixFixtures, t: TestApp) => Promise<Record<string, string>>; status: number; msg: string | ((f: MatrixFixtures) => string); code: ErrorCode };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Role = 'customer' | 'store' | 'operator';

function claimsFor(f: MatrixFixtures, role: Role): Record<string, unknown> {
  if (role === 'operator') return { operator_id: f.operator.operator_id, operator_name: f.operator.operator_name };
  return role === 'customer' ? { user_id: f.customer.user_id, username: f.customer.username } : { store_id: f.store.store_id, store_name: f.store.store_name };
}

const callerOf = (f: MatrixFixtures, role: Role) => (role === 'operator' ? f.operator : role === 'store' ? f.store : f.customer);
const SUSPENDED_REASON = 'Suspended for the matrix';

function casesFor(call: ProtectedCall): Case[] {
  const access = routeTable[call.key].access;
  if (access === 'public' || access === 'optional') throw new Error(`${call.key} is not a protected call`);
  const role: Role = access === 'store' ? 'store' : access === 'operator' ? 'operator' : 'customer';
  const cases: Case[] = [
    { name: 'no token', headers: async () => ({}), status: 401, msg: AUTH_MESSAGES.missing, code: 'token_missing' },
    { name: 'a valid token in a cookie only', headers: async (f) => ({ cookie: `token=${callerOf(f, role).token}` }), status: 401, msg: AUTH_MESSAGES.missing, code: 'token_missing' },
    { name: 'a malformed header', headers: async (f) => ({ authorization: callerOf(f, role).token }), status: 401, msg: AUTH_MESSAGES.missing, code: 'token_missing' },
    { name: 'an expired token', headers: async (f, t) => bearer(await expiredToken(t.secret(), claimsFor(f, role))), status: 401, msg: AUTH_MESSAGES.expired, code: 'token_expired' },
    { name: 'an alg:none token', headers: async (f) => bearer(algNoneToken(claimsFor(f, role))), status: 401, msg: AUTH_MESSAGES.invalid, code: 'token_invalid' },
    { name: 'a token signed with another secret', headers: async (f) => bearer(await wrongSecretToken(claimsFor(f, role))), status: 401, msg: AUTH_MESSAGES.invalid, code: 'token_invalid' },
    { name: 'a token without exp', headers: async (f, t) => bearer(await noExpToken(t.secret(), claimsFor(f, role))), status: 401, msg: AUTH_MESSAGES.invalid, code: 'token_invalid' },
    { name: 'a token claiming both identities', headers: async (f, t) => bearer(await validToken(t.secret(), { ...claimsFor(f, 'customer'), ...claimsFor(f, 'store') })), status: 401, msg: AUTH_MESSAGES.invalid, code: 'token_invalid' },
    { name: 'a token of a deleted account', headers: async (f) => bearer(f.extra.deletedTokens[role]), status: 401, msg: AUTH_MESSAGES.gone, code: 'account_gone' },
    { name: 'a suspended store\'s token', headers: async (f) => f.suspendedStore.auth, status: 403, msg: `This store is suspended: ${SUSPENDED_REASON}`, code: 'store_suspended' },
  ];
  if (access === 'operator') {
    cases.push({ name: "a customer's token", headers: async (f) => f.customer.auth, status: 403, msg: AUTH_MESSAGES.operatorsOnly, code: 'operators_only' });
    cases.push({ name: "a store's token", headers: async (f) => f.store.auth, status: 403, msg: AUTH_MESSAGES.operatorsOnly, code: 'operators_only' });
  } else if (access === 'any-signed-in') {
    cases.push({ name: "the operator's token", headers: async (f) => f.operator.auth, status: 403, msg: AUTH_MESSAGES.notForOperators, code: 'not_for_operators' });
  } else {
    const [msg, code] = access === 'customer' ? [AUTH_MESSAGES.customersOnly, 'customers_only' as const] : [AUTH_MESSAGES.storesOnly, 'stores_only' as const];
    cases.push({ name: "the operator's token", headers: async (f) => f.operator.auth, status: 403, msg, code });
  }
  if (access === 'customer') cases.push({ name: "the other role's (a store's) token", headers: async (f) => f.store.auth, status: 403, msg: AUTH_MESSAGES.customersOnly, code: 'customers_only' });
  if (access === 'store') cases.push({ name: "the other role's (a customer's) token", headers: async (f) => f.customer.auth, status: 403, msg: AUTH_MESSAGES.storesOnly, code: 'stores_only' });
  if (call.notOwner) {
    const notOwner = call.notOwner;
    cases.push({ name: 'a token of someone who does not own it', headers: async (f) => notOwner.caller(f).auth, status: notOwner.status, msg: notOwner.msg, code: notOwner.code });
  }
  return cases;
}

export function describeAuthorizationMatrix(
  title: string,
  calls: ProtectedCall[],
  setup?: (t: TestApp, f: Omit<MatrixFixtures, 'extra'>) => Promise<Record<string, unknown>>,
): void {
  describeEachDatabase(`authorization matrix: ${title}`, (t) => {
    const f = {} as MatrixFixtures;
    beforeAll(async () => {
      Object.assign(f, {
        customer: await t.signUpCustomer(),
        otherCustomer: await t.signUpCustomer(),
        store: await t.signUpStore(),
        otherStore: await t.signUpStore(),
      });
      f.product = await t.addProduct(f.store);
      f.operator = await createOperatorAccount(t);
      f.suspendedStore = await t.signUpStore();
      await t.db.updateTable('stores').set({ suspended_at: new Date().toISOString(), suspended_reason: SUSPENDED_REASON }).where('store_id', '=', f.suspendedStore.store_id).execute();
      const doomedCustomer = await t.signUpCustomer();
      const doomedStore = await t.signUpStore();
      const doomedOperator = await createOperatorAccount(t);
      await t.db.deleteFrom('users').where('user_id', '=', doomedCustomer.user_id).execute();
      await t.db.deleteFrom('stores').where('store_id', '=', doomedStore.store_id).execute();
      await t.db.deleteFrom('operators').where('operator_id', '=', doomedOperator.operator_id).execute();
      const deletedTokens: Record<Role, string> = { customer: doomedCustomer.token, store: doomedStore.token, operator: doomedOperator.token };
      f.extra = { deletedTokens, ...(setup ? await setup(t, f) : {}) };
    });

    async function send(call: ProtectedCall, headers: Record<string, string>) {
      const { method, url } = splitRouteKey(call.key);
      const options = await call.request(f);
      return t.app.inject({ method, url, ...options, headers: { ...(options.headers as Record<string, string> | undefined), ...headers } } as InjectOptions);
    }

    describe.each(calls.map((call) => [call.key, call] as const))('%s', (_key, call) => {
      it.each(casesFor(call).map((c) => [c.name, c] as const))('refuses %s, changing nothing', async (_name, c) => {
        const before = await snapshotDatabase(t);
        const files = t.uploadedFiles();
        const res = await send(call, await c.headers(f, t));
        expect({ status: res.statusCode, body: res.json() }).toEqual({ status: c.status, body: { msg: typeof c.msg === 'function' ? c.msg(f) : c.msg, code: c.code } });
        expect(await snapshotDatabase(t)).toEqual(before);
        expect(t.uploadedFiles()).toEqual(files);
      });

      it('accepts the rightful caller (the requests above were otherwise valid)', async () => {
        const access = routeTable[call.key].access;
        const caller = call.rightful?.caller?.(f) ?? callerOf(f, access === 'store' ? 'store' : access === 'operator' ? 'operator' : 'customer');
        const res = await send(call, caller.auth);
        const expected = call.rightful?.status;
        if (expected) expect(res.statusCode).toBe(expected);
        else {
          expect(res.statusCode).toBeGreaterThanOrEqual(200);
          expect(res.statusCode).toBeLessThan(300);
        }
      });
    });
  });
}
