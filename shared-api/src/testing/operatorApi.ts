/**
 * A mock of the operator's calls (contract: "Beyond the spec: trust and the operator") that keeps
 * its state between calls like the API: resolving a report moves it to the resolved tab, taking a
 * target down resolves every open report of it, each action is appended to the audit log, a store
 * or product already in the asked state answers 409, the products list shows a product's take-down
 * and its store's suspension. For Testing Library tests that check what a
 * person sees refresh after an action. `state` is the test's to seed and read.
 */
import { http, HttpResponse } from 'msw';
import { aProduct } from './fixtures';
import { anOverview } from './operatorFixtures';
import { fakeToken } from './tokens';
import { TEST_API_URL } from './mockApi';
import type { AuditAction, AuditEntry, OperatorOverview, OperatorProduct, OperatorStore, Report, ReportTargetType } from '../operator/types';
import type { Product } from '../contract';

export interface MockProduct {
  product: Product;
  taken_down: boolean;
  /** The operator's reason and when, while taken down (the operator's products list shows them). */
  taken_down_reason: string | null;
  taken_down_at: string | null;
}

export interface OperatorMockState {
  reports: Report[];
  stores: OperatorStore[];
  products: MockProduct[];
  review_ids: number[];
  removed_review_ids: number[];
  audit: AuditEntry[];
  overview: OperatorOverview;
  /** The operator's credentials that sign in. */
  credentials: { operator_name: string; password: string };
  operator_name: string;
}

const url = (path: string) => `${TEST_API_URL}${path}`;
const failure = (status: number, code: string, msg: string) => HttpResponse.json({ msg, code }, { status });

/** One page of items in the given order: `cursor` is the offset (opaque to the client). */
function pageOf<Item>(items: Item[], params: URLSearchParams) {
  const limit = Number(params.get('limit') || 20);
  const start = Number(params.get('cursor') || 0);
  const end = start + limit;
  return { items: items.slice(start, end), next_cursor: end < items.length ? String(end) : null };
}

export function mockOperatorApi(seed: Partial<OperatorMockState> = {}) {
  const state: OperatorMockState = {
    reports: [],
    stores: [],
    products: [],
    review_ids: [],
    removed_review_ids: [],
    audit: [],
    overview: anOverview(),
    credentials: { operator_name: 'ops-ana', password: 'correct horse' },
    operator_name: 'ops-ana',
    ...seed,
  };

  const audit = (action: AuditAction, target_type: ReportTargetType, target_id: number, reason: string) => {
    const id = Math.max(0, ...state.audit.map((entry) => entry.id)) + 1;
    state.audit.unshift({ id, operator_name: state.operator_name, action, target_type, target_id, reason, at: new Date().toISOString() });
  };
  const storeOf = (id: number) => state.stores.find((store) => store.store_id === id);
  const productOf = (id: number) => state.products.find((entry) => entry.product.product_id === id);
  const setTakenDown = (entry: MockProduct, reason: string | null) =>
    Object.assign(entry, { taken_down: reason !== null, taken_down_reason: reason, taken_down_at: reason === null ? null : new Date().toISOString() });
  /** A product as the operator's list answers it: its store's name and suspension read now, as the API joins them. */
  const operatorProductOf = ({ product, taken_down, taken_down_reason, taken_down_at }: MockProduct): OperatorProduct => {
    const store = storeOf(product.store_id);
    const status = taken_down ? 'taken_down' : store?.status === 'suspended' ? 'store_suspended' : 'listed';
    const { product_id, name, price, img, store_id } = product;
    return { product_id, name, price, img, store_id, store_name: store?.store_name ?? product.store_name, status, taken_down_reason, taken_down_at };
  };

  /** Takes a report's target down; false when it does not exist. */
  const takeDown = (type: ReportTargetType, id: number, note: string): boolean => {
    if (type === 'product' && productOf(id)) setTakenDown(productOf(id) as MockProduct, note);
    else if (type === 'store' && storeOf(id)) Object.assign(storeOf(id) as OperatorStore, { status: 'suspended', suspended_reason: note });
    else if (type === 'review' && state.review_ids.includes(id)) state.removed_review_ids.push(id);
    else if (type !== 'message') return false;
    const action = ({ product: 'take_down_product', store: 'suspend_store', review: 'remove_review', message: 'hide_message' } as const)[type];
    audit(action, type, id, note);
    return true;
  };

  const handlers = [
    http.post(url('/api/operator/log'), async ({ request }) => {
      const body = (await request.json()) as { operator_name?: string; password?: string };
      const { operator_name, password } = state.credentials;
      if (body.operator_name !== operator_name || body.password !== password) return failure(401, 'invalid_credentials', 'Invalid operator name or password');
      return HttpResponse.json({ token: fakeToken({ operator_id: 1, operator_name, exp: Math.floor(Date.now() / 1000) + 3600 }) });
    }),
    http.get(url('/api/operator/overview'), () =>
      HttpResponse.json({ ...state.overview, open_reports: state.reports.filter((report) => report.status === 'open').length }),
    ),
    http.get(url('/api/operator/reports'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status') || 'open';
      return HttpResponse.json(pageOf(state.reports.filter((report) => report.status === status), params));
    }),
    http.post(url('/api/operator/reports/resolve'), async ({ request }) => {
      const { report_id, action, note } = (await request.json()) as { report_id: number; action: 'dismiss' | 'take_down'; note: string };
      const report = state.reports.find((candidate) => candidate.report_id === report_id);
      if (!report) return failure(404, 'report_not_found', 'Report not found');
      if (report.status === 'resolved') return failure(409, 'report_already_resolved', 'This report is already resolved');
      const resolution = { action, note, operator_name: state.operator_name, at: new Date().toISOString() };
      const resolved = action === 'take_down' ? state.reports.filter((r) => r.status === 'open' && r.target_type === report.target_type && r.target_id === report.target_id) : [report];
      if (action === 'take_down' && takeDown(report.target_type, report.target_id, note)) {
        // Every report of the target now names it as down (target_detail.taken_down).
        for (const each of state.reports) if (each.target_type === report.target_type && each.target_id === report.target_id && each.target_detail) each.target_detail = { ...each.target_detail, taken_down: true };
      }
      else audit('dismiss_report', report.target_type, report.target_id, note);
      for (const each of resolved) Object.assign(each, { status: 'resolved', resolution });
      return HttpResponse.json({ msg: 'Report resolved', report });
    }),
    http.get(url('/api/operator/stores'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const q = params.get('q')?.toLowerCase() ?? '';
      const status = params.get('status') ?? '';
      const stores = state.stores.filter((store) => (!q || store.store_name.toLowerCase().includes(q)) && (!status || store.status === status));
      return HttpResponse.json(pageOf(stores, params));
    }),
    http.get(url('/api/operator/products'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status') ?? '';
      const storeId = params.get('store_id');
      if (!['', 'listed', 'taken_down'].includes(status)) return failure(400, 'field_invalid', 'status must be listed or taken_down');
      if (storeId !== null && !/^[1-9]\d{0,14}$/.test(storeId)) return failure(400, 'field_invalid', 'store_id must be a positive integer');
      const products = state.products
        .map(operatorProductOf)
        .filter((product) => (!status || product.status === status) && (storeId === null || product.store_id === Number(storeId)))
        .sort((a, b) => b.product_id - a.product_id);
      return HttpResponse.json(pageOf(products, params));
    }),
    ...(['suspend', 'reinstate'] as const).map((verb) =>
      http.post(url(`/api/operator/store/${verb}`), async ({ request }) => {
        const { store_id, reason } = (await request.json()) as { store_id: number; reason: string };
        const store = storeOf(store_id);
        if (!store) return failure(404, 'store_not_found', 'Store not found');
        const suspending = verb === 'suspend';
        if ((store.status === 'suspended') === suspending) {
          return suspending ? failure(409, 'already_suspended', 'The store is already suspended') : failure(409, 'not_suspended', 'The store is not suspended');
        }
        Object.assign(store, { status: suspending ? 'suspended' : 'active', suspended_reason: suspending ? reason : null });
        audit(suspending ? 'suspend_store' : 'reinstate_store', 'store', store_id, reason);
        return HttpResponse.json({ msg: suspending ? 'Store suspended' : 'Store reinstated' });
      }),
    ),
    ...(['take-down', 'restore'] as const).map((verb) =>
      http.post(url(`/api/operator/product/${verb}`), async ({ request }) => {
        const { product_id, reason } = (await request.json()) as { product_id: number; reason: string };
        const entry = productOf(product_id);
        if (!entry) return failure(404, 'product_not_found', 'Product not found');
        const takingDown = verb === 'take-down';
        if (entry.taken_down === takingDown) {
          return takingDown ? failure(409, 'already_taken_down', 'The product is already taken down') : failure(409, 'not_taken_down', 'The product is not taken down');
        }
        setTakenDown(entry, takingDown ? reason : null);
        audit(takingDown ? 'take_down_product' : 'restore_product', 'product', product_id, reason);
        return HttpResponse.json({ msg: takingDown ? 'Product taken down' : 'Product restored' });
      }),
    ),
    http.post(url('/api/operator/review/remove'), async ({ request }) => {
      const { review_id, reason } = (await request.json()) as { review_id: number; reason: string };
      if (!state.review_ids.includes(review_id)) return failure(404, 'review_not_found', 'Review not found');
      if (state.removed_review_ids.includes(review_id)) return failure(409, 'review_already_removed', 'The review is already removed');
      state.removed_review_ids.push(review_id);
      audit('remove_review', 'review', review_id, reason);
      return HttpResponse.json({ msg: 'Review removed' });
    }),
    http.get(url('/api/operator/audit'), ({ request }) => HttpResponse.json(pageOf(state.audit, new URL(request.url).searchParams))),
    // The public product answer: a taken-down product is gone for everyone (404), as on the API.
    http.get(url('/api/product/:id'), ({ params }) => {
      const entry = productOf(Number(params.id));
      return entry && !entry.taken_down ? HttpResponse.json(entry.product) : failure(404, 'product_not_found', 'Product not found');
    }),
  ];

  return { state, handlers };
}

/** A product the mock knows, listed unless said otherwise (taken down: for the reason given, on 21 Nov 2026). */
export const aMockProduct = (overrides: Partial<Product> = {}, taken_down = false, reason = 'Counterfeit goods'): MockProduct => ({
  product: aProduct(overrides),
  taken_down,
  taken_down_reason: taken_down ? reason : null,
  taken_down_at: taken_down ? '2026-11-21T09:30:00.000Z' : null,
});
