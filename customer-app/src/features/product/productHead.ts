import { assetUrl, errorStatus, productsApi } from 'shared-api';
import type { HeadContext, PageHead } from 'shared-api/remote-routes';
import { productLd, productPath, SITE_NAME, summary } from '../../seo/structuredData';
import { lcpPicture, PRODUCT_PAGE_PICTURE_SIZES } from '../../seo/pictures';
import { parseProductId } from './productId';

export function productHead({ state, params, siteUrl }: HeadContext): PageHead {
  const productId = parseProductId(params.id);
  const result = productId === undefined ? undefined : productsApi.endpoints.getProduct.select(productId)(state);
  const product = result?.data;
  if (!product) {
    const status = errorStatus(result?.error);
    const missing = productId === undefined || status === 404 || status === 400;
    return {
      // A failed load (API down) is not "not found": the page offers Retry, and says so with a 200.
      status: missing ? 404 : 200,
      title: `${missing ? 'Product not found' : 'Failed to load product details'} — ${SITE_NAME}`,
      description: 'This product is not available. Browse the shop for products from stores around the world.',
      canonicalPath: `/product/${params.id ?? ''}`,
    };
  }
  return {
    status: 200,
    title: `${product.name} — ${product.store_name} — ${SITE_NAME}`,
    description: summary(product.desc) || `${product.name} from ${product.store_name}, ${product.country}.`,
    canonicalPath: productPath(product),
    type: 'product',
    image: { url: assetUrl(product.img), alt: product.name },
    lcpImage: lcpPicture(product.img, PRODUCT_PAGE_PICTURE_SIZES),
    structuredData: [productLd(product, siteUrl)],
  };
}
