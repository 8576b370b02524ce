/**
 * The operator console's calls, injected into the one api slice. Each list carries a tag, so an
 * action refreshes every list that shows what it changed: resolving a report refreshes the queue,
 * the overview (open reports), the audit log and the target's lists; a store or product action the
 * stores, the operator's product list, the audit log, and the public product and store answers.
 */
import { api, type TokenAnswer } from 'shared-api';
import type {
  AuditPage,
  OperatorLoginBody,
  OperatorOverview,
  OperatorProductPage,
  OperatorProductsQuery,
  OperatorStorePage,
  OperatorStoresQuery,
  ProductModerationBody,
  Report,
  ReportPage,
  ReportStatus,
  ResolveReportBody,
  ReviewRemovalBody,
  StoreModerationBody,
} from './types';

/** The overview's windows, in days. */
export const OVERVIEW_WINDOWS = [7, 30, 90] as const;
export type OverviewWindow = (typeof OVERVIEW_WINDOWS)[number];

export const OPERATOR_PAGE_SIZE = 20;

const REPORTS = { type: 'Report', id: 'LIST' } as const;
const STORES = { type: 'OperatorStore', id: 'LIST' } as const;
/** The operator's list of products (listed or not); the public answers are PRODUCTS below. */
const OPERATOR_PRODUCTS = { type: 'OperatorProduct', id: 'LIST' } as const;
const AUDIT = { type: 'Audit', id: 'LIST' } as const;
const OVERVIEW = { type: 'Overview', id: 'LIST' } as const;
const PRODUCTS = { type: 'Product', id: 'LIST' } as const;
/** A store's public answer, by id (shared-api's getStore tags it by name and by id). */
const publicStore = (storeId: number) => ({ type: 'Store' as const, id: storeId });

const cursorPages = {
  initialPageParam: '',
  getNextPageParam: (lastPage: { next_cursor: string | null }) => lastPage.next_cursor ?? undefined,
};

const page = (cursor: string) => ({ limit: OPERATOR_PAGE_SIZE, ...(cursor ? { cursor } : {}) });

/** What a taken-down target changes besides the queue: its own list and public answers. */
function targetTags(report: Report | undefined) {
  if (!report) return [STORES, PRODUCTS, OPERATOR_PRODUCTS];
  if (report.target_type === 'product') return [{ type: 'Product' as const, id: report.target_id }, PRODUCTS, OPERATOR_PRODUCTS, STORES];
  if (report.target_type === 'store') return [STORES, PRODUCTS, OPERATOR_PRODUCTS, publicStore(report.target_id)];
  return [];
}

export const operatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Operator sign-in: the answer's token starts the session (useStartSession). */
    loginOperator: build.mutation<TokenAnswer, OperatorLoginBody>({
      query: (body) => ({ url: '/api/operator/log', method: 'POST', body }),
    }),
    /** Gross merchandise value, orders, new stores and customers, open reports and the daily figures. */
    getOperatorOverview: build.query<OperatorOverview, OverviewWindow>({
      query: (days) => ({ url: '/api/operator/overview', params: { days } }),
      providesTags: [OVERVIEW],
    }),
    /** The report queue, open or resolved, newest first. */
    getOperatorReports: build.infiniteQuery<ReportPage, ReportStatus, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => ({ url: '/api/operator/reports', params: { status: queryArg, ...page(pageParam) } }),
      providesTags: [REPORTS],
    }),
    /** Dismisses a report, or takes its target down (which resolves every open report of it). */
    resolveReport: build.mutation<{ msg: string; report: Report }, ResolveReportBody>({
      query: (body) => ({ url: '/api/operator/reports/resolve', method: 'POST', body }),
      invalidatesTags: (answer, error, body) =>
        error ? [] : [REPORTS, OVERVIEW, AUDIT, ...(body.action === 'take_down' ? targetTags(answer?.report) : [])],
    }),
    /** Stores by name (`q`) and status, with their counts and suspension reason. */
    getOperatorStores: build.infiniteQuery<OperatorStorePage, OperatorStoresQuery, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/api/operator/stores',
        params: { ...(queryArg.q ? { q: queryArg.q } : {}), ...(queryArg.status ? { status: queryArg.status } : {}), ...page(pageParam) },
      }),
      providesTags: [STORES],
    }),
    /** Products newest first, listed or not, by status ('' every one) and store (null every store). */
    getOperatorProducts: build.infiniteQuery<OperatorProductPage, OperatorProductsQuery, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/api/operator/products',
        params: {
          ...(queryArg.status ? { status: queryArg.status } : {}),
          ...(queryArg.store_id !== null ? { store_id: queryArg.store_id } : {}),
          ...page(pageParam),
        },
      }),
      providesTags: [OPERATOR_PRODUCTS],
    }),
    suspendStore: build.mutation<{ msg: string }, StoreModerationBody>({
      query: (body) => ({ url: '/api/operator/store/suspend', method: 'POST', body }),
      invalidatesTags: (_answer, error, body) => (error ? [] : [STORES, AUDIT, PRODUCTS, OPERATOR_PRODUCTS, publicStore(body.store_id)]),
    }),
    reinstateStore: build.mutation<{ msg: string }, StoreModerationBody>({
      query: (body) => ({ url: '/api/operator/store/reinstate', method: 'POST', body }),
      invalidatesTags: (_answer, error, body) => (error ? [] : [STORES, AUDIT, PRODUCTS, OPERATOR_PRODUCTS, publicStore(body.store_id)]),
    }),
    takeDownProduct: build.mutation<{ msg: string }, ProductModerationBody>({
      query: (body) => ({ url: '/api/operator/product/take-down', method: 'POST', body }),
      invalidatesTags: (_answer, error, body) => (error ? [] : [{ type: 'Product', id: body.product_id }, PRODUCTS, OPERATOR_PRODUCTS, STORES, AUDIT]),
    }),
    restoreProduct: build.mutation<{ msg: string }, ProductModerationBody>({
      query: (body) => ({ url: '/api/operator/product/restore', method: 'POST', body }),
      invalidatesTags: (_answer, error, body) => (error ? [] : [{ type: 'Product', id: body.product_id }, PRODUCTS, OPERATOR_PRODUCTS, STORES, AUDIT]),
    }),
    removeReview: build.mutation<{ msg: string }, ReviewRemovalBody>({
      query: (body) => ({ url: '/api/operator/review/remove', method: 'POST', body }),
      invalidatesTags: (_answer, error) => (error ? [] : [REPORTS, AUDIT]),
    }),
    /** Every operator action: who, what, target, reason, when; newest first. */
    getOperatorAudit: build.infiniteQuery<AuditPage, void, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => ({ url: '/api/operator/audit', params: page(pageParam) }),
      providesTags: [AUDIT],
    }),
  }),
});

export const {
  useLoginOperatorMutation,
  useGetOperatorOverviewQuery,
  useGetOperatorReportsInfiniteQuery,
  useResolveReportMutation,
  useGetOperatorStoresInfiniteQuery,
  useGetOperatorProductsInfiniteQuery,
  useSuspendStoreMutation,
  useReinstateStoreMutation,
  useTakeDownProductMutation,
  useRestoreProductMutation,
  useRemoveReviewMutation,
  useGetOperatorAuditInfiniteQuery,
} = operatorApi;
