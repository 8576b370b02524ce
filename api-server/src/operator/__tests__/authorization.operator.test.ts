/** The authorization matrix over the operator's calls and the report call (test/helpers/authorization.ts). */
import { describeAuthorizationMatrix } from '../../../test/helpers/authorization';

describeAuthorizationMatrix('operator and reports', [
  { key: 'GET /api/operator/overview', request: () => ({ url: '/api/operator/overview?days=7' }) },
  { key: 'GET /api/operator/reports', request: () => ({ url: '/api/operator/reports?status=open' }) },
  { key: 'GET /api/operator/stores', request: () => ({ url: '/api/operator/stores?status=active' }) },
  { key: 'GET /api/operator/products', request: () => ({ url: '/api/operator/products?status=taken_down' }) },
  { key: 'GET /api/operator/audit', request: () => ({}) },
  { key: 'POST /api/operator/reports/resolve', request: (f) => ({ payload: { report_id: f.extra.reportId, action: 'dismiss', note: 'Fine' } }) },
  { key: 'POST /api/operator/store/suspend', request: (f) => ({ payload: { store_id: f.otherStore.store_id, reason: 'Fraud' } }) },
  { key: 'POST /api/operator/store/reinstate', request: (f) => ({ payload: { store_id: f.extra.suspendedByOperator, reason: 'Appeal' } }) },
  { key: 'POST /api/operator/product/take-down', request: (f) => ({ payload: { product_id: f.product.product_id, reason: 'Counterfeit' } }) },
  { key: 'POST /api/operator/product/restore', request: (f) => ({ payload: { product_id: f.extra.takenDown, reason: 'Genuine' } }) },
  { key: 'POST /api/operator/review/remove', request: (f) => ({ payload: { review_id: f.extra.reviewId, reason: 'Abusive' } }) },
  { key: 'POST /api/report/add', request: (f) => ({ payload: { target_type: 'product', target_id: f.product.product_id, reason: 'spam', text: 'Spam' } }), rightful: { status: 201 } },
], async (t, f) => {
  const headers = { authorization: `Bearer ${f.operator.token}` };
  const reported = await t.app.inject({ method: 'POST', url: '/api/report/add', headers: f.otherCustomer.auth, payload: { target_type: 'store', target_id: f.store.store_id, reason: 'fraud', text: '' } });
  const suspended = await t.signUpStore();
  await t.app.inject({ method: 'POST', url: '/api/operator/store/suspend', headers, payload: { store_id: suspended.store_id, reason: 'Fraud' } });
  const downed = await t.addProduct(f.otherStore);
  await t.app.inject({ method: 'POST', url: '/api/operator/product/take-down', headers, payload: { product_id: downed.product_id, reason: 'Check' } });
  const now = new Date().toISOString();
  const review = await t.db.insertInto('reviews')
    .values({ product_id: f.product.product_id, store_id: f.store.store_id, user_id: f.customer.user_id, rating: 2, text: 'Meh', created_at: now, updated_at: now })
    .returning('review_id').executeTakeFirstOrThrow();
  return { reportId: reported.json().report_id, suspendedByOperator: suspended.store_id, takenDown: downed.product_id, reviewId: review.review_id };
});
