import { assetUrl, pictureSources } from 'shared-api';
import { PRODUCT_GRID_FIRST_ROW, ProductCardGrid, type ProductCardSource } from 'shared-ui';
import { countryName, useCountryNames } from 'shared-api/country-names';
import { PRODUCT_GRID_PICTURE_SIZES } from '../seo/pictures';

/**
 * A page's grid of products (the shop, a store): each picture in the API's widths, drawn at
 * PRODUCT_GRID_PICTURE_SIZES, the sizes the page's head preloads the first one with; the first row
 * is above the fold, so it loads eagerly. Countries read in the page's language, as on the product page.
 */
export function PageProductGrid({ products }: { products: readonly ProductCardSource[] }) {
  const countryNames = useCountryNames();
  return (
    <ProductCardGrid
      products={products}
      imageUrl={assetUrl}
      imageSrcSet={(img) => pictureSources(img).srcSet}
      imageSizes={PRODUCT_GRID_PICTURE_SIZES}
      eagerCount={PRODUCT_GRID_FIRST_ROW}
      countryLabel={(country) => countryName(country, countryNames)}
    />
  );
}
