/**
 * The operator's calls (the API contract, "Beyond the spec: trust and the operator"), taken from the
 * generated OpenAPI types (../generated/openapi.ts) like the rest of the contract (../contract.ts).
 */
import type { JsonAnswer, JsonBody, QueryParams } from 'shared-api';

// The same answers as a reporter's (shared-api's contract).
export type { ReportReason, ReportTargetType } from 'shared-api';

export type OperatorOverview = JsonAnswer<'/api/operator/overview', 'get'>;

export type ReportPage = JsonAnswer<'/api/operator/reports', 'get'>;
export type Report = ReportPage['items'][number];
/** A report's target in parts (names, rating, text, whether it is down), for sentences in the page's language; null when the target is gone. */
export type ReportTargetDetail = NonNullable<Report['target_detail']>;
export type ReportStatus = Report['status'];
export type ResolveReportBody = JsonBody<'/api/operator/reports/resolve', 'post'>;
export type ResolveAction = ResolveReportBody['action'];

export type OperatorStorePage = JsonAnswer<'/api/operator/stores', 'get'>;
export type OperatorStore = OperatorStorePage['items'][number];
export type OperatorStoreStatus = OperatorStore['status'];
/** The stores page's search: a name's part and a status, '' for every status. */
export interface OperatorStoresQuery {
  q: NonNullable<QueryParams<'/api/operator/stores', 'get'>['q']>;
  status: OperatorStoreStatus | '';
}

export type OperatorProductPage = JsonAnswer<'/api/operator/products', 'get'>;
export type OperatorProduct = OperatorProductPage['items'][number];
export type OperatorProductStatus = OperatorProduct['status'];
/** The products list's filters: a status ('' for every product) and a store (null for every store). */
export interface OperatorProductsQuery {
  status: NonNullable<QueryParams<'/api/operator/products', 'get'>['status']> | '';
  store_id: number | null;
}

export type AuditPage = JsonAnswer<'/api/operator/audit', 'get'>;
export type AuditEntry = AuditPage['items'][number];
export type AuditAction = AuditEntry['action'];

export type OperatorLoginBody = JsonBody<'/api/operator/log', 'post'>;
export type StoreModerationBody = JsonBody<'/api/operator/store/suspend', 'post'>;
export type ProductModerationBody = JsonBody<'/api/operator/product/take-down', 'post'>;
export type ReviewRemovalBody = JsonBody<'/api/operator/review/remove', 'post'>;
