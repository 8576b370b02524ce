/**
 * Orders followed to the end by both sides (docs/orders-and-notifications.md): the customer's
 * orders and the store's orders of every status (page by page, newest first), cancelling a
 * pending order, and the store's insights.
 * Every order list and the insights carry a LIST tag, so placing, completing or cancelling an
 * order (and a live notification about one) refreshes them.
 */
import { api, type JsonAnswer, type JsonBody, type OrderPage, type OrderStatusFilter, type StoreInsights } from 'shared-api';

export type CancelOrderBody = JsonBody<'/api/order/cancel', 'post'>;
export type CancelOrderAnswer = JsonAnswer<'/api/order/cancel', 'post'>;

/** The dashboard's windows. */
export const INSIGHTS_WINDOWS = [7, 30, 90] as const;
export type InsightsWindow = (typeof INSIGHTS_WINDOWS)[number];

export const ORDERS_PAGE_SIZE = 20;

const ORDERS = { type: 'Order', id: 'LIST' } as const;
const INSIGHTS = { type: 'Insights', id: 'LIST' } as const;

const pageQuery = (url: string, status: OrderStatusFilter, cursor: string | undefined) => ({
  url,
  params: { status, limit: ORDERS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
});

const cursorPages = {
  initialPageParam: '',
  getNextPageParam: (lastPage: OrderPage) => lastPage.next_cursor ?? undefined,
};

export const orderHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in customer's orders, newest first. */
    getMyOrders: build.infiniteQuery<OrderPage, OrderStatusFilter, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => pageQuery('/api/order/mine', queryArg, pageParam || undefined),
      providesTags: [ORDERS],
    }),
    /** The signed-in store's orders, newest first (the spec's /api/order/see stays for pending ones). */
    getStoreOrderHistory: build.infiniteQuery<OrderPage, OrderStatusFilter, string>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => pageQuery('/api/store/orders', queryArg, pageParam || undefined),
      providesTags: [ORDERS],
    }),
    /** Cancels a pending order (its customer or its store); the stock comes back. */
    cancelOrder: build.mutation<CancelOrderAnswer, CancelOrderBody>({
      query: (body) => ({ url: '/api/order/cancel', method: 'POST', body }),
      invalidatesTags: (answer, error) =>
        error ? [] : [ORDERS, INSIGHTS, ...(answer ? [{ type: 'Product' as const, id: answer.order.product_id }] : [])],
    }),
    /** Revenue, orders, units, followers, daily revenue and top products of the last `days` days. */
    getStoreInsights: build.query<StoreInsights, InsightsWindow>({
      query: (days) => ({ url: '/api/store/insights', params: { days } }),
      providesTags: [INSIGHTS],
    }),
  }),
});

export const { useGetMyOrdersInfiniteQuery, useGetStoreOrderHistoryInfiniteQuery, useCancelOrderMutation, useGetStoreInsightsQuery } = orderHistoryApi;
