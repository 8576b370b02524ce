/**
 * The operator's calls (the API contract, "Beyond the spec: trust and the operator"), typed by
 * hand from the contract until the generated OpenAPI types carry them; then each becomes the
 * generated answer (JsonAnswer<…>) under the same name.
 */
import type { Store } from 'shared-api';

export type ReportTargetType = 'product' | 'store' | 'review' | 'message';
export type ReportReason = 'counterfeit' | 'prohibited' | 'fraud' | 'offensive' | 'spam' | 'other';
export type ReportStatus = 'open' | 'resolved';
export type ResolveAction = 'dismiss' | 'take_down';
export type OperatorStoreStatus = 'active' | 'suspended';
export type AuditAction =
  | 'dismiss_report'
  | 'take_down_product'
  | 'restore_product'
  | 'suspend_store'
  | 'reinstate_store'
  | 'remove_review'
  | 'hide_message';

export interface Paged<Item> {
  items: Item[];
  next_cursor: string | null;
}

export interface OperatorOverview {
  gmv: number;
  orders: number;
  new_stores: number;
  new_customers: number;
  open_reports: number;
  daily: Array<{ date: string; gmv: number; orders: number }>;
}

export interface Report {
  report_id: number;
  target_type: ReportTargetType;
  target_id: number;
  target_summary: string;
  reason: ReportReason;
  text: string;
  reporter: { kind: 'customer' | 'store'; name: string };
  created_at: string;
  status: ReportStatus;
  resolution: null | { action: ResolveAction; note: string; operator_name: string; at: string };
}

export type OperatorStore = Store & {
  status: OperatorStoreStatus;
  products_count: number;
  orders_count: number;
  suspended_reason: string | null;
};

export interface AuditEntry {
  id: number;
  operator_name: string;
  action: AuditAction;
  target_type: ReportTargetType;
  target_id: number;
  reason: string;
  at: string;
}

export type ReportPage = Paged<Report>;
export type OperatorStorePage = Paged<OperatorStore>;
export type AuditPage = Paged<AuditEntry>;

export interface OperatorLoginBody {
  operator_name: string;
  password: string;
}
export interface ResolveReportBody {
  report_id: number;
  action: ResolveAction;
  note: string;
}
export interface StoreModerationBody {
  store_id: number;
  reason: string;
}
export interface ProductModerationBody {
  product_id: number;
  reason: string;
}
export interface ReviewRemovalBody {
  review_id: number;
  reason: string;
}
export interface OperatorStoresQuery {
  q: string;
  /** '' for every status. */
  status: OperatorStoreStatus | '';
}
