import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetProductQuery, useSession, type Product } from 'shared-api';
import { toast, useTranslation } from 'shared-ui';
import { productsMessages } from '../messages';

/**
 * Loads the product being edited. A product that cannot be loaded, or that belongs to another
 * store, is treated the same way: "Error / Failed to load product details", then /store/profile.
 */
export function useOwnProduct(idParam: string | undefined): { product: Product | undefined; leave: () => void } {
  const { t } = useTranslation(productsMessages);
  const navigate = useNavigate();
  const { store } = useSession();
  const productId = Number(idParam);
  const validId = Number.isInteger(productId) && productId > 0;
  const { data, isError } = useGetProductQuery(productId, { skip: !validId });
  const isForeign = !!data && !!store && data.store_id !== store.store_id;
  const failed = !validId || isError || isForeign;
  // Set once the page leaves on purpose (after update or delete), so a refetch does not alarm.
  const leaving = useRef(false);

  useEffect(() => {
    if (!failed || leaving.current) return;
    leaving.current = true;
    toast({ title: t('error'), description: t('edit.loadFailed'), variant: 'destructive' });
    navigate('/store/profile', { replace: true });
  }, [failed, navigate, t]);

  return {
    product: failed || !store ? undefined : data,
    leave: () => {
      leaving.current = true;
    },
  };
}
