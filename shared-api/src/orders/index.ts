/**
 * 'shared-api/orders': placing orders (checkout), the customer's and the store's order lists, and
 * the store's insights. Signed-in pages only; a federation share key of its own, since it injects
 * endpoints into the one api slice (scripts/federation-shared.cjs).
 */
export {
  ordersApi,
  usePlaceOrderMutation,
  useGetStoreOrdersQuery,
  useCompleteOrderMutation,
  type PlaceOrderBody,
  type PlaceOrderArg,
  type OrderAnswer,
  type CompleteOrderBody,
} from './endpoints';
export {
  orderHistoryApi,
  useGetMyOrdersInfiniteQuery,
  useGetStoreOrderHistoryInfiniteQuery,
  useCancelOrderMutation,
  useGetStoreInsightsQuery,
  INSIGHTS_WINDOWS,
  ORDERS_PAGE_SIZE,
  type InsightsWindow,
  type CancelOrderBody,
  type CancelOrderAnswer,
} from './historyEndpoints';
export { useCheckout, checkoutRetry, CHECKOUT_FALLBACK_MESSAGE, type CheckoutResult } from './useCheckout';
