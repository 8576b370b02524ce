import { assetUrl, productsApi } from 'shared-api';
import type { HeadContext, PageHead } from 'shared-api/remote-routes';
import { itemListLd, SITE_NAME } from '../../seo/structuredData';
import { LATEST_ROW_PICTURE_SIZES, lcpPicture } from '../../seo/pictures';
import { LATEST_PRODUCTS_COUNT } from './components/LatestProducts';

export function homeHead({ state, siteUrl }: HeadContext): PageHead {
  const products = productsApi.endpoints.getLatestProducts.select(LATEST_PRODUCTS_COUNT)(state).data ?? [];
  return {
    status: 200,
    title: `${SITE_NAME} — Shop Globally, Buy Locally`,
    description: 'Discover products from independent stores all over the world, and support local sellers wherever you are.',
    canonicalPath: '/',
    type: 'website',
    image: products[0] ? { url: assetUrl(products[0].img), alt: products[0].name } : undefined,
    lcpImage: lcpPicture(products[0]?.img, LATEST_ROW_PICTURE_SIZES),
    structuredData: [
      { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: `${siteUrl}/`, potentialAction: { '@type': 'SearchAction', target: `${siteUrl}/shop?q={search_term_string}`, 'query-input': 'required name=search_term_string' } },
      itemListLd('Latest Products', products, siteUrl),
    ],
  };
}
