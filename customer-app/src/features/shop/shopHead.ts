import { assetUrl, productsApi } from 'shared-api';
import type { HeadContext, PageHead } from 'shared-api/remote-routes';
import { itemListLd, SITE_NAME } from '../../seo/structuredData';
import { lcpPicture, PRODUCT_GRID_PICTURE_SIZES } from '../../seo/pictures';
import { filtersToParams, readFilters, toProductSearch } from './shopFilters';

export function shopHead({ state, search, siteUrl }: HeadContext): PageHead {
  const filters = readFilters(search);
  const products = productsApi.endpoints.searchProducts.select(toProductSearch(filters))(state).data?.pages[0]?.items ?? [];
  const query = filtersToParams(filters).toString();
  const looking = [filters.q.trim() && `“${filters.q.trim()}”`, filters.country && `from ${filters.country}`].filter(Boolean).join(' ');
  return {
    status: 200,
    title: looking ? `Shop ${looking} — ${SITE_NAME}` : `Shop Products — ${SITE_NAME}`,
    description: looking
      ? `Products ${looking} from independent stores around the world.`
      : 'Browse products from independent stores around the world: search by name, store or country and filter by price.',
    // A filtered shop is its own page (shared links keep their filters), in the filters' stable order.
    canonicalPath: query ? `/shop?${query}` : '/shop',
    type: 'website',
    image: products[0] ? { url: assetUrl(products[0].img), alt: products[0].name } : undefined,
    lcpImage: lcpPicture(products[0]?.img, PRODUCT_GRID_PICTURE_SIZES),
    structuredData: [itemListLd('Products', products, siteUrl)],
  };
}
