/**
 * The operator's calls on both databases: sign-in, the queue, resolution, the actions and what
 * they change (moderation columns, sessions, notifications), the audit written with the action or
 * not at all, and refusals that change nothing.
 */
import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import { describeEachDatabase, type TestApp } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';
import { createOperatorAccount, type Operator } from '../../../test/helpers/operators';
import { placeOrder } from '../../../test/helpers/orders';
import { signInLive } from '../../../test/helpers/live-client';
import { snapshotDatabase } from '../../../test/helpers/authorization';
import { AUTH_MESSAGES } from '../../auth/identity';
import { AUTH_REFUSED_CLOSE_CODE } from '../../routes/live';

const auditRows = (t: TestApp) => t.db.selectFrom('operator_audit').selectAll().orderBy('id').execute();
const productRow = (t: TestApp, id: number) => t.db.selectFrom('products').select(['listed', 'taken_down_at', 'taken_down_reason']).where('product_id', '=', id).executeTakeFirstOrThrow();
const storeRow = (t: TestApp, id: number) => t.db.selectFrom('stores').select(['suspended_at', 'suspended_reason']).where('store_id', '=', id).executeTakeFirstOrThrow();

async function notificationsOf(t: TestApp, who: Customer | Seller) {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications?limit=50', headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json().items as Array<{ kind: string; text: string; params: Record<string, unknown> }>;
}

async function addReview(t: TestApp, customer: Customer, product: { product_id: number }, store: Seller, text = 'Cracked on arrival') {
  const now = new Date().toISOString();
  const row = await t.db
    .insertInto('reviews')
    .values({ product_id: product.product_id, store_id: store.store_id, user_id: customer.user_id, rating: 1, text, created_at: now, updated_at: now })
    .returning('review_id')
    .executeTakeFirstOrThrow();
  return row.review_id;
}

describeEachDatabase('operator', (t) => {
  let operator: Operator;
  let customer: Customer;
  let other: Customer;
  let store: Seller;

  const op = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: operator.auth, ...(payload ? { payload } : {}) });
  const report = (who: Customer | Seller, payload: object) => t.app.inject({ method: 'POST', url: '/api/report/add', headers: who.auth, payload });

  beforeAll(async () => {
    operator = await createOperatorAccount(t);
    customer = await t.signUpCustomer();
    other = await t.signUpCustomer();
    store = await t.signUpStore();
  });

  describe('sign-in', () => {
    it('answers a token naming the operator, and 401 for a wrong password or an unknown name', async () => {
      const [, payload] = operator.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      expect(claims).toEqual(expect.objectContaining({ operator_id: operator.operator_id, operator_name: operator.operator_name, exp: expect.any(Number), iat: expect.any(Number) }));
      for (const body of [{ operator_name: operator.operator_name, password: 'wrong password' }, { operator_name: 'nobody_here', password: 'whatever1' }]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/operator/log', payload: body });
        expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: { msg: 'Invalid operator name or password', code: 'invalid_credentials' } });
      }
    });

    it('refuses customer and store calls with 403, and the live channel', async () => {
      const cases = [
        { method: 'GET', url: '/api/notifications', code: 'not_for_operators', msg: AUTH_MESSAGES.notForOperators },
        { method: 'GET', url: '/api/cart', code: 'customers_only', msg: AUTH_MESSAGES.customersOnly },
        { method: 'POST', url: '/api/order/see', code: 'stores_only', msg: AUTH_MESSAGES.storesOnly },
        { method: 'POST', url: '/api/report/add', code: 'not_for_operators', msg: AUTH_MESSAGES.notForOperators, payload: { target_type: 'store', target_id: store.store_id, reason: 'spam', text: '' } },
      ] as const;
      for (const c of cases) {
        const res = await t.app.inject({ method: c.method, url: c.url, headers: operator.auth, ...('payload' in c ? { payload: c.payload } : {}) });
        expect({ url: c.url, status: res.statusCode, body: res.json() }).toEqual({ url: c.url, status: 403, body: { msg: c.msg, code: c.code } });
      }
      expect(await t.db.selectFrom('reports').selectAll().execute()).toEqual([]);
    });
  });

  describe('reports and their resolution', () => {
    it('dismisses one report: the reporter is told, the audit has the row, a second resolve is 409', async () => {
      const product = await t.addProduct(store, { name: 'Odd lamp' });
      const added = await report(customer, { target_type: 'product', target_id: product.product_id, reason: 'counterfeit', text: 'Looks fake' });
      expect(added.statusCode).toBe(201);
      const queue = (await op('GET', '/api/operator/reports?status=open')).json();
      expect(queue.items[0]).toEqual({
        report_id: added.json().report_id, target_type: 'product', target_id: product.product_id, target_summary: `Product "Odd lamp" by ${store.store_name}`,
        target_detail: { name: 'Odd lamp', product_id: product.product_id, by: store.store_name, to: null, rating: null, excerpt: null, taken_down: false },
        reason: 'counterfeit', text: 'Looks fake', reporter: { kind: 'customer', name: customer.username }, created_at: expect.any(String), status: 'open', resolution: null,
      });
      const auditBefore = (await auditRows(t)).length;
      const res = await op('POST', '/api/operator/reports/resolve', { report_id: added.json().report_id, action: 'dismiss', note: 'Genuine brand' });
      expect(res.statusCode).toBe(200);
      expect(res.json().report).toEqual(expect.objectContaining({ status: 'resolved', resolution: { action: 'dismiss', note: 'Genuine brand', operator_name: operator.operator_name, at: expect.any(String) } }));
      expect((await productRow(t, product.product_id)).listed).toBe(1);
      const audit = await auditRows(t);
      expect(audit.slice(auditBefore)).toEqual([expect.objectContaining({ operator_id: operator.operator_id, action: 'dismiss_report', target_type: 'product', target_id: product.product_id, reason: 'Genuine brand' })]);
      expect((await notificationsOf(t, customer))[0]).toEqual(expect.objectContaining({
        kind: 'report_resolved', params: { report_id: added.json().report_id, target_type: 'product', target_id: product.product_id, outcome: 'dismiss', note: 'Genuine brand' },
      }));

      const again = await op('POST', '/api/operator/reports/resolve', { report_id: added.json().report_id, action: 'take_down', note: '' });
      expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: { msg: 'This report is already resolved', code: 'report_already_resolved' } });
      expect(await auditRows(t)).toHaveLength(audit.length);
      // Resolved, the caller may report it again.
      expect((await report(customer, { target_type: 'product', target_id: product.product_id, reason: 'other', text: 'Again' })).statusCode).toBe(201);
    });

    it('takes a product down from a report, resolving every open report of it and telling each reporter and the store', async () => {
      const product = await t.addProduct(store, { name: 'Fake watch' });
      const first = (await report(customer, { target_type: 'product', target_id: product.product_id, reason: 'counterfeit', text: '' })).json().report_id;
      const second = (await report(other, { target_type: 'product', target_id: product.product_id, reason: 'fraud', text: '' })).json().report_id;
      const res = await op('POST', '/api/operator/reports/resolve', { report_id: first, action: 'take_down', note: 'Counterfeit brand' });
      expect(res.statusCode).toBe(200);
      expect(await productRow(t, product.product_id)).toEqual({ listed: 0, taken_down_at: expect.any(String), taken_down_reason: 'Counterfeit brand' });
      const reports = await t.db.selectFrom('reports').select(['report_id', 'status', 'resolved_action']).where('report_id', 'in', [first, second]).orderBy('report_id').execute();
      expect(reports).toEqual([{ report_id: first, status: 'resolved', resolved_action: 'take_down' }, { report_id: second, status: 'resolved', resolved_action: 'take_down' }]);
      expect((await notificationsOf(t, other))[0].params).toEqual({ report_id: second, target_type: 'product', target_id: product.product_id, outcome: 'take_down', note: 'Counterfeit brand' });
      expect((await notificationsOf(t, store))[0]).toEqual(expect.objectContaining({
        kind: 'operator_action',
        params: { action: 'take_down_product', reason: 'Counterfeit brand', store_name: store.store_name, product_id: product.product_id, product_name: 'Fake watch' },
      }));
      const resolvedQueue = (await op('GET', '/api/operator/reports?status=resolved&limit=100')).json().items as Array<{ report_id: number; target_summary: string }>;
      expect(resolvedQueue.find((r) => r.report_id === second)?.target_summary).toBe(`Product "Fake watch" by ${store.store_name} (taken down)`);
    });

    it('removes a review and hides a message from reports; a hidden message is shown to nobody', async () => {
      const product = await t.addProduct(store);
      const reviewId = await addReview(t, customer, product, store);
      const r1 = (await report(store, { target_type: 'review', target_id: reviewId, reason: 'offensive', text: '' })).json().report_id;
      expect((await op('POST', '/api/operator/reports/resolve', { report_id: r1, action: 'take_down', note: 'Abusive' })).statusCode).toBe(200);
      expect((await t.db.selectFrom('reviews').select('removed_at').where('review_id', '=', reviewId).executeTakeFirstOrThrow()).removed_at).not.toBeNull();

      const sent = await t.app.inject({ method: 'POST', url: `/api/msg/add/${store.store_name}/and/${customer.username}`, headers: store.auth, payload: { msg: 'Pay me outside the site' } });
      expect(sent.json()).toEqual(expect.objectContaining({ message_id: expect.any(Number), id: sent.json().message_id }));
      const r2 = (await report(customer, { target_type: 'message', target_id: sent.json().id, reason: 'fraud', text: '' })).json().report_id;
      expect((await op('POST', '/api/operator/reports/resolve', { report_id: r2, action: 'take_down', note: 'Off-site payment' })).statusCode).toBe(200);
      const list = await t.app.inject({ method: 'GET', url: `/api/msg/get/${store.store_name}/and/${customer.username}`, headers: customer.auth });
      expect(list.json()).toEqual([]);
      const actions = (await auditRows(t)).slice(-2).map((row) => [row.action, row.target_type, row.reason]);
      expect(actions).toEqual([['remove_review', 'review', 'Abusive'], ['hide_message', 'message', 'Off-site payment']]);
    });

    it('two operators taking down the same target at once: one resolves every report, the other gets 409, one audit row', async () => {
      const product = await t.addProduct(store);
      const first = (await report(customer, { target_type: 'product', target_id: product.product_id, reason: 'fraud', text: '' })).json().report_id;
      const second = (await report(other, { target_type: 'product', target_id: product.product_id, reason: 'fraud', text: '' })).json().report_id;
      const colleague = await createOperatorAccount(t);
      const audit = (await auditRows(t)).length;
      const answers = await Promise.all([
        op('POST', '/api/operator/reports/resolve', { report_id: first, action: 'take_down', note: 'Fraud' }),
        t.app.inject({ method: 'POST', url: '/api/operator/reports/resolve', headers: colleague.auth, payload: { report_id: second, action: 'take_down', note: 'Fraud' } }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('report_already_resolved');
      const rows = (await auditRows(t)).slice(audit);
      expect(rows.map((row) => [row.action, row.target_id])).toEqual([['take_down_product', product.product_id]]);
    });

    it('pages the queue newest first with a cursor', async () => {
      const product = await t.addProduct(store);
      const ids: number[] = [];
      for (const who of [await t.signUpCustomer(), await t.signUpCustomer(), await t.signUpCustomer()]) {
        ids.push((await report(who, { target_type: 'product', target_id: product.product_id, reason: 'spam', text: '' })).json().report_id);
      }
      const firstPage = (await op('GET', '/api/operator/reports?limit=2')).json();
      expect(firstPage.items.map((r: { report_id: number }) => r.report_id)).toEqual([ids[2], ids[1]]);
      const next = (await op('GET', `/api/operator/reports?limit=2&cursor=${firstPage.next_cursor}`)).json();
      expect(next.items[0].report_id).toBe(ids[0]);
    });
  });

  describe('the target in parts (target_detail)', () => {
    type QueueItem = { report_id: number; target_summary: string; target_detail: Record<string, unknown> | null };
    const queueItem = async (reportId: number): Promise<QueueItem> => {
      const items: QueueItem[] = [];
      for (const status of ['open', 'resolved']) items.push(...(await op('GET', `/api/operator/reports?status=${status}&limit=100`)).json().items);
      const item = items.find((candidate) => candidate.report_id === reportId);
      if (!item) throw new Error(`report ${reportId} is not in the queue`);
      return item;
    };
    const none = { name: null, product_id: null, by: null, to: null, rating: null, excerpt: null };

    it('names a product, a store, a review and a message with the words of their summaries, whether each is down, and the product a product or a review is shown on', async () => {
      const reporter = await t.signUpCustomer();
      const seller = await t.signUpStore();
      const product = await t.addProduct(seller, { name: 'Blue   teapot' });
      const reviewed = await t.addProduct(seller, { name: 'Tea bowl' });
      const reviewId = await addReview(t, reporter, reviewed, seller, `Cracked on arrival, ${'and very slow '.repeat(10)}`);
      const sent = await t.app.inject({ method: 'POST', url: `/api/msg/add/${seller.store_name}/and/${reporter.username}`, headers: seller.auth, payload: { msg: 'Pay me outside the site' } });
      const reportOf = async (who: Customer | Seller, target_type: string, target_id: number) => (await report(who, { target_type, target_id, reason: 'fraud', text: '' })).json().report_id as number;
      const ids = {
        product: await reportOf(reporter, 'product', product.product_id),
        store: await reportOf(reporter, 'store', seller.store_id),
        review: await reportOf(seller, 'review', reviewId),
        message: await reportOf(reporter, 'message', sent.json().message_id),
      };
      const excerpt = `Cracked on arrival, ${'and very slow '.repeat(10)}`.trim().slice(0, 79) + '…';
      expect(await queueItem(ids.product)).toEqual(expect.objectContaining({
        target_summary: `Product "Blue teapot" by ${seller.store_name}`, target_detail: { ...none, name: 'Blue teapot', product_id: product.product_id, by: seller.store_name, taken_down: false },
      }));
      expect(await queueItem(ids.store)).toEqual(expect.objectContaining({ target_summary: `Store ${seller.store_name}`, target_detail: { ...none, name: seller.store_name, taken_down: false } }));
      expect(await queueItem(ids.review)).toEqual(expect.objectContaining({
        target_summary: `Review by ${reporter.username} of "Tea bowl" (1/5): ${excerpt}`,
        target_detail: { ...none, name: 'Tea bowl', product_id: reviewed.product_id, by: reporter.username, rating: 1, excerpt, taken_down: false },
      }));
      expect(await queueItem(ids.message)).toEqual(expect.objectContaining({
        target_summary: `Message from ${seller.store_name} to ${reporter.username}: Pay me outside the site`,
        target_detail: { ...none, by: seller.store_name, to: reporter.username, excerpt: 'Pay me outside the site', taken_down: false },
      }));

      for (const id of [ids.product, ids.review, ids.message, ids.store]) {
        expect((await op('POST', '/api/operator/reports/resolve', { report_id: id, action: 'take_down', note: 'Checked' })).statusCode).toBe(200);
      }
      const down = Object.fromEntries(await Promise.all(Object.entries(ids).map(async ([type, id]) => [type, await queueItem(id)] as const)));
      expect(down.product.target_summary).toBe(`Product "Blue teapot" by ${seller.store_name} (taken down)`);
      expect(down.store.target_summary).toBe(`Store ${seller.store_name} (suspended)`);
      expect(down.review.target_summary).toBe(`Review by ${reporter.username} of "Tea bowl" (1/5) (removed): ${excerpt}`);
      expect(down.message.target_summary).toBe(`Message from ${seller.store_name} to ${reporter.username} (hidden): Pay me outside the site`);
      for (const type of Object.keys(ids)) expect([type, down[type].target_detail?.taken_down]).toEqual([type, true]);
      // The resolve answer carries it too.
      const again = await reportOf(await t.signUpCustomer(), 'store', seller.store_id);
      const dismissed = await op('POST', '/api/operator/reports/resolve', { report_id: again, action: 'dismiss', note: '' });
      expect(dismissed.json().report.target_detail).toEqual({ ...none, name: seller.store_name, taken_down: true });
    });

    it('is null when the target no longer exists, beside the summary that says so', async () => {
      const reporter = await t.signUpCustomer();
      const seller = await t.signUpStore();
      const product = await t.addProduct(seller);
      const id = (await report(reporter, { target_type: 'product', target_id: product.product_id, reason: 'spam', text: '' })).json().report_id;
      const deleted = await t.app.inject({ method: 'DELETE', url: '/api/product/delete', headers: seller.auth, payload: { product_id: product.product_id } });
      expect(deleted.statusCode).toBe(200);
      expect(await queueItem(id)).toEqual(expect.objectContaining({ target_summary: 'A product that no longer exists', target_detail: null }));
    });
  });

  describe('a hidden message leaves the inbox', () => {
    const inboxOf = async (who: Customer | Seller) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/inbox', headers: who.auth });
      expect(res.statusCode).toBe(200);
      return res.json() as Array<{ store_name: string; username: string; last_msg: string; last_at: string }>;
    };
    const send = async (from: Customer | Seller, seller: Seller, buyer: Customer, msg: string) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/msg/add/${seller.store_name}/and/${buyer.username}`, headers: from.auth, payload: { msg } });
      expect(res.statusCode).toBe(201);
      return res.json() as { message_id: number; timestamp: string };
    };
    const hide = async (reporter: Customer | Seller, messageId: number) => {
      const id = (await report(reporter, { target_type: 'message', target_id: messageId, reason: 'fraud', text: '' })).json().report_id;
      expect((await op('POST', '/api/operator/reports/resolve', { report_id: id, action: 'take_down', note: 'Off-site payment' })).statusCode).toBe(200);
    };

    it("shows the newest message still visible in both parties' conversation lists", async () => {
      const buyer = await t.signUpCustomer();
      const seller = await t.signUpStore();
      const hello = await send(buyer, seller, buyer, 'Is the teapot still available?');
      const bad = await send(seller, seller, buyer, 'Pay me by wire outside the site');
      expect((await inboxOf(buyer))[0].last_msg).toBe('Pay me by wire outside the site');
      await hide(buyer, bad.message_id);
      for (const who of [buyer, seller]) {
        const inbox = await inboxOf(who);
        expect(JSON.stringify(inbox)).not.toContain('wire outside');
        expect(inbox.find((entry) => entry.store_name === seller.store_name && entry.username === buyer.username)).toEqual({
          store_name: seller.store_name, username: buyer.username, last_msg: 'Is the teapot still available?', last_at: hello.timestamp,
        });
      }
      // A message sent afterwards is the last again.
      await send(seller, seller, buyer, 'Sorry, it is sold');
      expect((await inboxOf(buyer))[0].last_msg).toBe('Sorry, it is sold');
    });

    it('hiding an older message leaves the last one as it was; hiding every message leaves it empty', async () => {
      const buyer = await t.signUpCustomer();
      const seller = await t.signUpStore();
      const first = await send(seller, seller, buyer, 'Spam link one');
      const second = await send(seller, seller, buyer, 'Spam link two');
      await hide(buyer, first.message_id);
      expect((await inboxOf(seller))[0]).toEqual(expect.objectContaining({ last_msg: 'Spam link two', last_at: second.timestamp }));
      await hide(buyer, second.message_id);
      for (const who of [buyer, seller]) {
        const inbox = await inboxOf(who);
        expect(JSON.stringify(inbox)).not.toContain('Spam link');
        expect(inbox).toEqual([expect.objectContaining({ store_name: seller.store_name, username: buyer.username, last_msg: '' })]);
      }
    });
  });

  describe('stores', () => {
    it('suspends a store: products unlisted, sign-in and tokens refused, buyers and store told; reinstating lists again what was not taken down', async () => {
      const seller = await t.signUpStore();
      const kept = await t.addProduct(seller, { name: 'Kept' });
      const downed = await t.addProduct(seller, { name: 'Downed' });
      const order = await placeOrder(t, customer, kept.product_id);
      expect((await op('POST', '/api/operator/product/take-down', { product_id: downed.product_id, reason: 'Prohibited item' })).statusCode).toBe(200);

      const blank = await op('POST', '/api/operator/store/suspend', { store_id: seller.store_id, reason: '   ' });
      expect({ status: blank.statusCode, body: blank.json() }).toEqual({ status: 400, body: { msg: 'Please give a reason', code: 'field_required', field: 'reason' } });
      expect((await storeRow(t, seller.store_id)).suspended_at).toBeNull();

      expect((await op('POST', '/api/operator/store/suspend', { store_id: seller.store_id, reason: 'Repeated fraud' })).json()).toEqual({ msg: 'Store suspended' });
      expect(await storeRow(t, seller.store_id)).toEqual({ suspended_at: expect.any(String), suspended_reason: 'Repeated fraud' });
      const listed = await t.db.selectFrom('products').select(['name', 'listed']).where('store_id', '=', seller.store_id).orderBy('product_id').execute();
      expect(listed).toEqual([{ name: 'Kept', listed: 0 }, { name: 'Downed', listed: 0 }]);

      const signIn = await t.app.inject({ method: 'POST', url: '/api/store/log', payload: { store_name: seller.store_name, password: seller.password } });
      expect({ status: signIn.statusCode, body: signIn.json() }).toEqual({ status: 403, body: { msg: 'This store is suspended: Repeated fraud', code: 'store_suspended' } });
      const withToken = await t.app.inject({ method: 'POST', url: '/api/order/see', headers: seller.auth });
      expect({ status: withToken.statusCode, body: withToken.json() }).toEqual({ status: 403, body: { msg: 'This store is suspended: Repeated fraud', code: 'store_suspended' } });
      // A wrong password learns nothing of the suspension.
      expect((await t.app.inject({ method: 'POST', url: '/api/store/log', payload: { store_name: seller.store_name, password: 'not the password' } })).statusCode).toBe(401);

      const buyerNotice = (await notificationsOf(t, customer)).find((n) => n.kind === 'operator_action');
      expect(buyerNotice?.params).toEqual({ action: 'store_suspended_order', store_name: seller.store_name, order_id: order.order_id, product_name: 'Kept', quantity: 1 });
      // The pending order stays, and its buyer may cancel it.
      const cancel = await t.app.inject({ method: 'POST', url: '/api/order/cancel', headers: customer.auth, payload: { order_id: order.order_id } });
      expect(cancel.statusCode).toBe(200);

      const twice = await op('POST', '/api/operator/store/suspend', { store_id: seller.store_id, reason: 'Again' });
      expect({ status: twice.statusCode, body: twice.json() }).toEqual({ status: 409, body: { msg: 'This store is already suspended', code: 'already_suspended' } });

      const stores = (await op('GET', `/api/operator/stores?q=${seller.store_name.toUpperCase()}&status=suspended`)).json();
      expect(stores.items).toEqual([expect.objectContaining({ store_id: seller.store_id, status: 'suspended', products_count: 2, orders_count: 1, suspended_reason: 'Repeated fraud' })]);

      expect((await op('POST', '/api/operator/store/reinstate', { store_id: seller.store_id, reason: 'Appeal accepted' })).statusCode).toBe(200);
      const after = await t.db.selectFrom('products').select(['name', 'listed']).where('store_id', '=', seller.store_id).orderBy('product_id').execute();
      expect(after).toEqual([{ name: 'Kept', listed: 1 }, { name: 'Downed', listed: 0 }]);
      expect((await t.app.inject({ method: 'POST', url: '/api/order/see', headers: seller.auth })).statusCode).toBe(200);
      const notReinstated = await op('POST', '/api/operator/store/reinstate', { store_id: seller.store_id, reason: 'x' });
      expect({ status: notReinstated.statusCode, body: notReinstated.json() }).toEqual({ status: 409, body: { msg: 'This store is not suspended', code: 'not_suspended' } });
      expect((await notificationsOf(t, seller)).filter((n) => n.kind === 'operator_action').map((n) => n.params.action)).toEqual(['reinstate_store', 'suspend_store', 'take_down_product']);
    });

    it('restores a product listed again unless its store is suspended', async () => {
      const seller = await t.signUpStore();
      const product = await t.addProduct(seller);
      await op('POST', '/api/operator/product/take-down', { product_id: product.product_id, reason: 'Check' });
      await op('POST', '/api/operator/store/suspend', { store_id: seller.store_id, reason: 'Check' });
      expect((await op('POST', '/api/operator/product/restore', { product_id: product.product_id, reason: 'Fine' })).statusCode).toBe(200);
      expect(await productRow(t, product.product_id)).toEqual({ listed: 0, taken_down_at: null, taken_down_reason: null });
      await op('POST', '/api/operator/store/reinstate', { store_id: seller.store_id, reason: 'Fine' });
      expect((await productRow(t, product.product_id)).listed).toBe(1);
      const again = await op('POST', '/api/operator/product/restore', { product_id: product.product_id, reason: 'Fine' });
      expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: { msg: 'This product is not taken down', code: 'not_taken_down' } });
    });

    it('closes the live sockets of a store it suspends', async () => {
      const seller = await t.signUpStore();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
        const { client } = await signInLive(url, seller.token);
        await op('POST', '/api/operator/store/suspend', { store_id: seller.store_id, reason: 'Spam' });
        expect(await client.closed).toEqual({ code: AUTH_REFUSED_CLOSE_CODE, reason: AUTH_MESSAGES.suspended });
      } finally {
        await t.restart();
      }
    });
  });

  describe('refusals change nothing', () => {
    it('answers 404 for missing targets and writes no audit row', async () => {
      const before = await snapshotDatabase(t);
      const audit = await auditRows(t);
      const cases = [
        ['/api/operator/store/suspend', { store_id: 999_999, reason: 'x' }, 'store_not_found'],
        ['/api/operator/store/reinstate', { store_id: 999_999, reason: 'x' }, 'store_not_found'],
        ['/api/operator/product/take-down', { product_id: 999_999, reason: 'x' }, 'product_not_found'],
        ['/api/operator/product/restore', { product_id: 999_999, reason: 'x' }, 'product_not_found'],
        ['/api/operator/review/remove', { review_id: 999_999, reason: 'x' }, 'review_not_found'],
        ['/api/operator/reports/resolve', { report_id: 999_999, action: 'dismiss', note: '' }, 'report_not_found'],
      ] as const;
      for (const [url, payload, code] of cases) {
        const res = await op('POST', url, payload);
        expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 404, code });
      }
      expect(await snapshotDatabase(t)).toEqual(before);
      expect(await auditRows(t)).toEqual(audit);
    });

    it('rolls an action back with its audit row when a later step fails', async () => {
      const seller = await t.signUpStore();
      await t.addProduct(seller);
      // The store's notification is the action's last write: make it fail.
      if (t.kind === 'postgres') {
        await sql`CREATE FUNCTION refuse_notifications() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$`.execute(t.db);
        await sql`CREATE TRIGGER refuse_notifications BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION refuse_notifications()`.execute(t.db);
      } else {
        await sql`CREATE TRIGGER refuse_notifications BEFORE INSERT ON notifications BEGIN SELECT RAISE(ABORT, 'refused for the test'); END`.execute(t.db);
      }
      const audit = await auditRows(t);
      try {
        const res = await op('POST', '/api/operator/store/suspend', { store_id: seller.store_id, reason: 'Fraud' });
        expect(res.statusCode).toBe(500);
      } finally {
        await sql`DROP TRIGGER refuse_notifications${sql.raw(t.kind === 'postgres' ? ' ON notifications' : '')}`.execute(t.db);
        if (t.kind === 'postgres') await sql`DROP FUNCTION refuse_notifications()`.execute(t.db);
      }
      expect(await auditRows(t)).toEqual(audit);
      expect((await storeRow(t, seller.store_id)).suspended_at).toBeNull();
      const listed = await t.db.selectFrom('products').select('listed').where('store_id', '=', seller.store_id).execute();
      expect(listed).toEqual([{ listed: 1 }]);
    });

    it('keeps the audit append-only', async () => {
      await op('POST', '/api/operator/product/take-down', { product_id: (await t.addProduct(store)).product_id, reason: 'x' });
      await expect(t.db.updateTable('operator_audit').set({ reason: 'edited' }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/never edited/));
      await expect(t.db.deleteFrom('operator_audit').execute()).rejects.toHaveProperty('message', expect.stringMatching(/never edited/));
    });
  });

  describe('overview, audit and moderation version', () => {
    it('sums orders not cancelled in dollars, with a day per row', async () => {
      const seller = await t.signUpStore();
      const product = await t.addProduct(seller, { price: '10.50', stock: '10' });
      const before = (await op('GET', '/api/operator/overview?days=7')).json();
      await placeOrder(t, other, product.product_id, 2);
      const cancelled = await placeOrder(t, other, product.product_id, 1);
      await t.app.inject({ method: 'POST', url: '/api/order/cancel', headers: other.auth, payload: { order_id: cancelled.order_id } });
      const after = (await op('GET', '/api/operator/overview?days=7')).json();
      expect(after.daily).toHaveLength(7);
      expect(after.daily[6]).toEqual({ date: new Date().toISOString().slice(0, 10), gmv: expect.any(Number), orders: expect.any(Number) });
      expect(Math.round((after.gmv - before.gmv) * 100)).toBe(2100);
      expect(after.orders - before.orders).toBe(1);
      expect(after.new_stores).toBeGreaterThanOrEqual(1);
      expect(after.new_customers).toBeGreaterThanOrEqual(2);
      expect(after.open_reports).toBe(Number((await t.db.selectFrom('reports').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'open').executeTakeFirstOrThrow()).n));
    });

    it('pages the audit newest first, and the moderation version is its newest id', async () => {
      const res = (await op('GET', '/api/operator/audit?limit=2')).json();
      const newest = await t.db.selectFrom('operator_audit').select('id').orderBy('id', 'desc').limit(3).execute();
      expect(res.items.map((e: { id: number }) => e.id)).toEqual(newest.slice(0, 2).map((r) => r.id));
      expect(res.items[0]).toEqual({ id: newest[0].id, operator_name: operator.operator_name, action: expect.any(String), target_type: expect.any(String), target_id: expect.any(Number), reason: expect.any(String), at: expect.any(String) });
      const next = (await op('GET', `/api/operator/audit?limit=2&cursor=${res.next_cursor}`)).json();
      expect(next.items[0].id).toBe(newest[2].id);
      const version = await t.app.inject({ method: 'GET', url: '/api/moderation/version' });
      expect(version.json()).toEqual({ version: newest[0].id });
      expect(version.headers['cache-control']).toBe('public, max-age=1');
    });
  });
});

describeEachDatabase('operator sign-in limits', (t) => {
  it('holds an operator name after the same number of attempts as the other sign-ins (429 with Retry-After)', async () => {
    const operator = await createOperatorAccount(t);
    const attempt = () => t.app.inject({ method: 'POST', url: '/api/operator/log', payload: { operator_name: operator.operator_name, password: 'guessing 123' } });
    // createOperatorAccount's own sign-in counted as one attempt.
    for (let i = 0; i < 2; i++) expect((await attempt()).statusCode).toBe(401);
    const held = await attempt();
    expect({ status: held.statusCode, code: held.json().code, retryAfter: Number(held.headers['retry-after']) > 0 }).toEqual({ status: 429, code: 'too_many_attempts', retryAfter: true });
    const right = await t.app.inject({ method: 'POST', url: '/api/operator/log', payload: { operator_name: operator.operator_name, password: operator.password } });
    expect(right.statusCode).toBe(429);
  });
}, { loginRateLimit: { perName: 3, perAddress: 100, windowMs: 60_000 } });
