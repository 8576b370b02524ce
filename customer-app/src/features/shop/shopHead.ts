import { assetUrl, productsApi, selectShipTo } from 'shared-api';
import type { HeadContext, PageHead } from 'shared-api/remote-routes';
import { fixedTranslator, i18n } from 'shared-ui';
import { countryNamesIn } from 'shared-api/country-names';
import { itemListLd } from '../../seo/structuredData';
import { lcpPicture, PRODUCT_GRID_PICTURE_SIZES } from '../../seo/pictures';
import { shopMessages } from './messages';
import { filtersToParams, readFilters, toProductSearch } from './shopFilters';
import { shopLookingFor, shopTitle } from './shopTitle';

export async function shopHead({ state, search, siteUrl, language }: HeadContext): Promise<PageHead> {
  const [t, countryNames] = await Promise.all([fixedTranslator(i18n, language, shopMessages), countryNamesIn(language)]);
  // The address's filters make the page's address; the products are those the page shows (the
  // shopper's ship-to choice applies when the address has no ships_to, as in the prefetch).
  const filters = readFilters(search);
  const shown = readFilters(search, selectShipTo(state));
  const products = productsApi.endpoints.searchProducts.select(toProductSearch(shown))(state).data?.pages[0]?.items ?? [];
  const query = filtersToParams(filters).toString();
  const lookingFor = shopLookingFor(filters, countryNames);
  return {
    status: 200,
    title: shopTitle(t, lookingFor),
    description: t(`head.description${lookingFor.kind}`, lookingFor.values),
    // A filtered shop is its own page (shared links keep their filters), in the filters' stable order.
    canonicalPath: query ? `/shop?${query}` : '/shop',
    type: 'website',
    image: products[0] ? { url: assetUrl(products[0].img), alt: products[0].name } : undefined,
    lcpImage: lcpPicture(products[0]?.img, PRODUCT_GRID_PICTURE_SIZES),
    structuredData: [itemListLd(t('head.list'), products, siteUrl, language)],
  };
}
