import { assetUrl, errorStatus, productsApi, storesApi } from 'shared-api';
import type { HeadContext, PageHead } from 'shared-api/remote-routes';
import { itemListLd, SITE_NAME, storeLd, storePath, summary } from '../../seo/structuredData';
import { lcpPicture, PRODUCT_GRID_PICTURE_SIZES } from '../../seo/pictures';

export function storeHead({ state, params, siteUrl }: HeadContext): PageHead {
  const storeName = params.storeName ?? '';
  const result = storeName ? storesApi.endpoints.getStore.select(storeName)(state) : undefined;
  const store = result?.data;
  if (!store) {
    const missing = !storeName || errorStatus(result?.error) === 404;
    return {
      status: missing ? 404 : 200,
      title: `${missing ? 'Store not found' : 'Failed to load store details'} — ${SITE_NAME}`,
      description: 'This store is not available. Browse the shop for products from stores around the world.',
      canonicalPath: storePath(storeName),
    };
  }
  const products = productsApi.endpoints.getStoreProducts.select(store.store_id)(state).data ?? [];
  return {
    status: 200,
    title: `${store.store_name} — ${SITE_NAME}`,
    description: summary(store.bio) || `${store.store_name}, ${store.full_location}.`,
    canonicalPath: storePath(store.store_name),
    type: 'profile',
    image: { url: assetUrl(store.img), alt: store.store_name },
    lcpImage: lcpPicture(products[0]?.img, PRODUCT_GRID_PICTURE_SIZES),
    structuredData: [storeLd(store, siteUrl), itemListLd(`Products of ${store.store_name}`, products, siteUrl)],
  };
}
