import { useEffect } from 'react';
import { useCart } from 'shared-api/cart';
import { toast, useTranslation } from 'shared-ui';
import { layoutMessages } from '../messages';

/**
 * Spec: when the cart cannot be fetched (any status but 404) the cart is emptied and a destructive
 * toast "Error / Failed to fetch cart items" appears, once per failure.
 */
export function useCartFetchFailureToast(): void {
  const { t } = useTranslation(layoutMessages);
  const { fetchFailed } = useCart();
  useEffect(() => {
    if (fetchFailed) toast({ title: t('cartFetchFailed.title'), description: t('cartFetchFailed.description'), variant: 'destructive' });
    // Once per failure: a language change does not raise it again.
  }, [fetchFailed]);
}
