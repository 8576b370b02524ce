import { useMemo } from 'react';
import { skipToken, useSession, type CartItem } from 'shared-api';
import { useGetCartQuery } from './endpoints';

export interface CartView {
  items: CartItem[];
  /** Number of lines (the header badge). */
  count: number;
  /** Sum of the lines' totals (each the server's price × quantity), in dollars. */
  total: number;
  isLoading: boolean;
  /** The fetch failed with something other than 404: the shell toasts "Error / Failed to fetch cart items". */
  fetchFailed: boolean;
}

const NO_ITEMS: CartItem[] = [];

/** Sum of the server's line totals, added in cents so that 0.1 + 0.2 stays 0.30. */
export function cartTotal(items: CartItem[]): number {
  return items.reduce((cents, item) => cents + Math.round(item.total * 100), 0) / 100;
}

/**
 * The cart of the signed-in customer (fetched only then, and again when one signs in).
 * A failed fetch empties it; a 404 already counts as an empty cart in the endpoint.
 */
export function useCart(): CartView {
  const { isCustomer } = useSession();
  const { data, isError, isLoading, isFetching } = useGetCartQuery(isCustomer ? undefined : skipToken);
  const items = !isCustomer || isError || !data ? NO_ITEMS : data;
  return useMemo(
    () => ({
      items,
      count: items.length,
      total: cartTotal(items),
      isLoading: isCustomer && (isLoading || (isFetching && !data)),
      fetchFailed: isCustomer && isError,
    }),
    [items, isCustomer, isLoading, isFetching, data, isError],
  );
}
