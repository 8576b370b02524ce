import { assetUrl, productsApi, storesApi } from 'shared-api';
import type { HeadContext, PageHead } from 'shared-api/remote-routes';
import { fixedTranslator, i18n } from 'shared-ui';
import { itemListLd, storeLd, storePath, summary } from '../../seo/structuredData';
import { lcpPicture, PRODUCT_GRID_PICTURE_SIZES } from '../../seo/pictures';
import { storePageMessages } from './messages';
import { isStoreMissing, storeTitle } from './storeTitle';

export async function storeHead({ state, params, siteUrl, language }: HeadContext): Promise<PageHead> {
  const t = await fixedTranslator(i18n, language, storePageMessages);
  const storeName = params.storeName ?? '';
  const result = storeName ? storesApi.endpoints.getStore.select(storeName)(state) : undefined;
  const store = result?.data;
  if (!store) {
    const missing = isStoreMissing(storeName, result?.error);
    return {
      status: missing ? 404 : 200,
      title: storeTitle(t, undefined, missing),
      description: t('head.unavailableDescription'),
      canonicalPath: storePath(storeName),
    };
  }
  const products = productsApi.endpoints.getStoreProducts.select(store.store_id)(state).data ?? [];
  return {
    status: 200,
    title: storeTitle(t, store, false),
    // The store's own bio is in the seller's language; only the fallback is ours.
    description: summary(store.bio) || t('head.fallbackDescription', { storeName: store.store_name, location: store.full_location }),
    canonicalPath: storePath(store.store_name),
    type: 'profile',
    image: { url: assetUrl(store.img), alt: store.store_name },
    lcpImage: lcpPicture(products[0]?.img, PRODUCT_GRID_PICTURE_SIZES),
    structuredData: [storeLd(store, siteUrl, language), itemListLd(t('head.productsList', { storeName: store.store_name }), products, siteUrl, language)],
  };
}
