import { useEffect, useMemo } from 'react';
import { productsApi, useAppDispatch, useAppSelector, useShipTo, type CartItem } from 'shared-api';
import { shipsTo } from '../../../lib/shipsTo';

/**
 * The cart lines whose store does not ship to the shopper's chosen country (none without a choice).
 * Cart lines do not carry `ships_to`: each line's product is fetched (`GET /api/product/{id}`, the
 * product page's query, so RTK Query's cache serves both) and holds its store's `ships_to`. A
 * product that cannot be fetched gives no warning: the checkout will tell.
 */
export function useLinesNotShipping(items: CartItem[]): { shipTo: string | null; notShipping: ReadonlySet<number> } {
  const [shipTo] = useShipTo();
  const dispatch = useAppDispatch();
  // The products to look at, as a stable key (one query per product, however many lines hold it).
  const productKey = useMemo(
    () => (shipTo ? [...new Set(items.map((item) => item.product_id))].sort((a, b) => a - b).join(',') : ''),
    [items, shipTo],
  );

  useEffect(() => {
    if (!productKey) return;
    const subscriptions = productKey.split(',').map((id) => dispatch(productsApi.endpoints.getProduct.initiate(Number(id))));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, productKey]);

  // The products (by id) whose store does not ship there, as a string so the selector's answer is stable.
  const notShippingKey = useAppSelector((state) => {
    if (!shipTo || !productKey) return '';
    return productKey
      .split(',')
      .filter((id) => {
        const product = productsApi.endpoints.getProduct.select(Number(id))(state).data;
        return product !== undefined && !shipsTo(product, shipTo);
      })
      .join(',');
  });

  const notShipping = useMemo(() => {
    const products = new Set(notShippingKey ? notShippingKey.split(',').map(Number) : []);
    return new Set(items.filter((item) => products.has(item.product_id)).map((item) => item.cart_id));
  }, [items, notShippingKey]);

  return { shipTo, notShipping };
}
