import { assetUrl, productsApi, reviewsApi } from 'shared-api';
import type { HeadContext, PageHead } from 'shared-api/remote-routes';
import { fixedTranslator, i18n } from 'shared-ui';
import { countryName, countryNamesIn } from 'shared-api/country-names';
import { productLd, productPath, summary } from '../../seo/structuredData';
import { lcpPicture, PRODUCT_PAGE_PICTURE_SIZES } from '../../seo/pictures';
import { productMessages } from './messages';
import { parseProductId } from './productId';
import { isProductMissing, productTitle } from './productTitle';

export async function productHead({ state, params, siteUrl, language }: HeadContext): Promise<PageHead> {
  const [t, countryNames] = await Promise.all([fixedTranslator(i18n, language, productMessages), countryNamesIn(language)]);
  const productId = parseProductId(params.id);
  const result = productId === undefined ? undefined : productsApi.endpoints.getProduct.select(productId)(state);
  const product = result?.data;
  if (!product) {
    const missing = isProductMissing(productId, result?.error);
    return {
      // A failed load (API down) is not "not found": the page offers Retry, and says so with a 200.
      status: missing ? 404 : 200,
      title: productTitle(t, undefined, missing),
      description: t('head.unavailableDescription'),
      canonicalPath: `/product/${params.id ?? ''}`,
    };
  }
  return {
    status: 200,
    title: productTitle(t, product, false),
    // The seller's own description is in the seller's language; only the fallback is ours.
    description:
      summary(product.desc) ||
      t('head.fallbackDescription', { name: product.name, storeName: product.store_name, country: countryName(product.country, countryNames) }),
    canonicalPath: productPath(product),
    type: 'product',
    image: { url: assetUrl(product.img), alt: product.name },
    lcpImage: lcpPicture(product.img, PRODUCT_PAGE_PICTURE_SIZES),
    structuredData: [productLd(product, siteUrl, language, reviewsApi.endpoints.getProductReviews.select({ productId: product.product_id, sort: 'newest' })(state).data?.pages[0])],
  };
}
