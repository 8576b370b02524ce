/** POST /api/report/add on both databases: what may be reported, one open report per target, 20 an hour. */
import { describeEachDatabase } from '../../../test/helpers/app';
import type { Customer, Seller } from '../../../test/helpers/actors';
import { REPORTS_PER_HOUR } from '../../repositories/reports';

describeEachDatabase('reports', (t) => {
  let customer: Customer;
  let store: Seller;
  let product: { product_id: number };

  const report = (who: Customer | Seller, payload: object) => t.app.inject({ method: 'POST', url: '/api/report/add', headers: who.auth, payload });
  const reportRows = () => t.db.selectFrom('reports').selectAll().orderBy('report_id').execute();

  beforeAll(async () => {
    customer = await t.signUpCustomer();
    store = await t.signUpStore();
    product = await t.addProduct(store);
  });

  it('stores a customer\'s and a store\'s report, open, with who sent it', async () => {
    const byCustomer = await report(customer, { target_type: 'store', target_id: store.store_id, reason: 'fraud', text: '  Never shipped  ' });
    expect({ status: byCustomer.statusCode, body: byCustomer.json() }).toEqual({ status: 201, body: { msg: 'Thank you: the marketplace will look at your report', report_id: expect.any(Number) } });
    const other = await t.signUpStore();
    const byStore = await report(other, { target_type: 'product', target_id: product.product_id, reason: 'counterfeit', text: '' });
    expect(byStore.statusCode).toBe(201);
    const rows = await reportRows();
    expect(rows.slice(-2)).toEqual([
      expect.objectContaining({ reporter_kind: 'customer', reporter_id: customer.user_id, target_type: 'store', target_id: store.store_id, reason: 'fraud', text: 'Never shipped', status: 'open' }),
      expect.objectContaining({ reporter_kind: 'store', reporter_id: other.store_id, target_type: 'product', target_id: product.product_id, status: 'open' }),
    ]);
  });

  it('answers 404 for a target that does not exist, and for a message of another conversation', async () => {
    const stranger = await t.signUpCustomer();
    const sent = await t.app.inject({ method: 'POST', url: `/api/msg/add/${store.store_name}/and/${customer.username}`, headers: customer.auth, payload: { msg: 'Hello' } });
    const before = await reportRows();
    const cases = [
      [{ target_type: 'product', target_id: 999_999 }, 'Product not found', 'product_not_found'],
      [{ target_type: 'store', target_id: 999_999 }, 'Store not found', 'store_not_found'],
      [{ target_type: 'review', target_id: 999_999 }, 'Review not found', 'review_not_found'],
      [{ target_type: 'message', target_id: 999_999 }, 'Message not found', 'message_not_found'],
      [{ target_type: 'message', target_id: sent.json().id }, 'Message not found', 'message_not_found'],
    ] as const;
    for (const [target, msg, code] of cases) {
      const res = await report(stranger, { ...target, reason: 'spam', text: '' });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: { msg, code, field: 'target_id' } });
    }
    expect(await reportRows()).toEqual(before);
    // The other party of the conversation may report it.
    expect((await report(store, { target_type: 'message', target_id: sent.json().id, reason: 'spam', text: '' })).statusCode).toBe(201);
  });

  it('refuses a second open report of the same target, even sent at the same moment', async () => {
    const reporter = await t.signUpCustomer();
    const target = await t.addProduct(store);
    const body = { target_type: 'product', target_id: target.product_id, reason: 'prohibited', text: '' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => report(reporter, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({ msg: 'You have already reported this; the marketplace is looking at it', code: 'already_reported' });
    const open = await t.db.selectFrom('reports').select('report_id').where('reporter_id', '=', reporter.user_id).where('reporter_kind', '=', 'customer').execute();
    expect(open).toHaveLength(1);
  });

  it(`refuses more than ${REPORTS_PER_HOUR} reports an hour`, async () => {
    const reporter = await t.signUpCustomer();
    const targets = [];
    for (let i = 0; i <= REPORTS_PER_HOUR; i++) targets.push(await t.addProduct(store));
    for (const target of targets.slice(0, REPORTS_PER_HOUR)) {
      expect((await report(reporter, { target_type: 'product', target_id: target.product_id, reason: 'spam', text: '' })).statusCode).toBe(201);
    }
    const over = await report(reporter, { target_type: 'product', target_id: targets[REPORTS_PER_HOUR].product_id, reason: 'spam', text: '' });
    expect({ status: over.statusCode, body: over.json() }).toEqual({ status: 429, body: { msg: `You can send at most ${REPORTS_PER_HOUR} reports an hour; please try again later`, code: 'too_many_reports' } });
    // Reports older than an hour do not count.
    await t.db.updateTable('reports').set({ created_at: new Date(Date.now() - 2 * 3600_000).toISOString() }).where('reporter_id', '=', reporter.user_id).where('reporter_kind', '=', 'customer').execute();
    expect((await report(reporter, { target_type: 'product', target_id: targets[REPORTS_PER_HOUR].product_id, reason: 'spam', text: '' })).statusCode).toBe(201);
  });

  it('refuses an unknown reason or target type with 400', async () => {
    const res = await report(customer, { target_type: 'user', target_id: 1, reason: 'spam', text: '' });
    expect(res.statusCode).toBe(400);
    expect((await report(customer, { target_type: 'product', target_id: product.product_id, reason: 'boring', text: '' })).statusCode).toBe(400);
  });
});
