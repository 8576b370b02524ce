/** Operator-console answers for tests (shared-api/operator's types), each with overridable fields. */
import type { AuditEntry, OperatorOverview, OperatorStore, Report, ReportTargetDetail } from '../operator/types';

/** A target's parts as the API answers them: a product's by default (name, id and store; the id is aReport's target_id). */
export function aTargetDetail(overrides: Partial<ReportTargetDetail> = {}): ReportTargetDetail {
  return { name: 'Tea bowl', product_id: 1, by: 'tokyo-goods', to: null, rating: null, excerpt: null, taken_down: false, ...overrides };
}

/** A report of a product by default; its summary and detail name the same target. */
export function aReport(overrides: Partial<Report> = {}): Report {
  return {
    report_id: 1,
    target_type: 'product',
    target_id: 1,
    target_summary: 'Product "Tea bowl" by tokyo-goods',
    target_detail: aTargetDetail(),
    reason: 'counterfeit',
    text: 'The maker’s mark is fake.',
    reporter: { kind: 'customer', name: 'alice' },
    created_at: '2026-11-20T10:00:00.000Z',
    status: 'open',
    resolution: null,
    ...overrides,
  };
}

export function anOperatorStore(overrides: Partial<OperatorStore> = {}): OperatorStore {
  return {
    store_id: 10,
    store_name: 'tokyo-goods',
    full_location: 'Tokyo, Japan',
    bio: 'Crafts',
    img: '/uploads/stores/t.webp',
    status: 'active',
    products_count: 3,
    orders_count: 12,
    suspended_reason: null,
    ...overrides,
  } as OperatorStore;
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    operator_name: 'ops-ana',
    action: 'take_down_product',
    target_type: 'product',
    target_id: 1,
    reason: 'Counterfeit goods',
    at: '2026-11-21T09:30:00.000Z',
    ...overrides,
  };
}

export function anOverview(overrides: Partial<OperatorOverview> = {}): OperatorOverview {
  return {
    gmv: 1234.5,
    orders: 42,
    new_stores: 3,
    new_customers: 17,
    open_reports: 2,
    daily: [
      { date: '2026-11-19', gmv: 400, orders: 12 },
      { date: '2026-11-20', gmv: 334.5, orders: 10 },
      { date: '2026-11-21', gmv: 500, orders: 20 },
    ],
    ...overrides,
  };
}
