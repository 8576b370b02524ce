import { useGetMyOrdersInfiniteQuery } from 'shared-api/orders';

/**
 * Whether the signed-in customer may review `productId`: the API takes a review only from a
 * customer with a completed order of it. 'eligible' when one is among their completed orders,
 * 'ineligible' when none is and every page was read, 'loading' until the first page is read, 'unknown' when older pages
 * remain (the form is offered and the API decides; its 403 `not_a_buyer` then gives the reason).
 */
export function useReviewEligibility(productId: number): 'loading' | 'eligible' | 'ineligible' | 'unknown' {
  const orders = useGetMyOrdersInfiniteQuery('completed');
  const pages = orders.data?.pages;
  if (!pages) return orders.isError ? 'unknown' : 'loading';
  if (pages.some((page) => page.items.some((order) => order.product_id === productId))) return 'eligible';
  return orders.hasNextPage || orders.isError ? 'unknown' : 'ineligible';
}
