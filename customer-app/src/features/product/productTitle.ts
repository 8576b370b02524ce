import { errorStatus, type Product } from 'shared-api';
import { SITE_NAME } from 'shared-api/remote-routes';
import type { Translate } from 'shared-ui';

/** Whether the product does not exist (no id, or the API says so) rather than failed to load. */
export function isProductMissing(productId: number | undefined, error: unknown): boolean {
  const status = errorStatus(error);
  return productId === undefined || status === 404 || status === 400;
}

/**
 * The product page's title (the head's and the tab's): the product's, or without it, not found or
 * failed to load. `t` is the product messages' plain translator.
 */
export function productTitle(t: Translate, product: Pick<Product, 'name' | 'store_name'> | undefined, missing: boolean): string {
  if (!product) return t(missing ? 'head.notFoundTitle' : 'head.failedTitle', { siteName: SITE_NAME });
  return t('head.title', { name: product.name, storeName: product.store_name, siteName: SITE_NAME });
}
