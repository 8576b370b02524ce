import { useEffect } from 'react';
import { useCart } from 'shared-api/cart';
import { toast } from 'shared-ui';

/**
 * Spec: when the cart cannot be fetched (any status but 404) the cart is emptied and a destructive
 * toast "Error / Failed to fetch cart items" appears, once per failure.
 */
export function useCartFetchFailureToast(): void {
  const { fetchFailed } = useCart();
  useEffect(() => {
    if (fetchFailed) toast({ title: 'Error', description: 'Failed to fetch cart items', variant: 'destructive' });
  }, [fetchFailed]);
}
