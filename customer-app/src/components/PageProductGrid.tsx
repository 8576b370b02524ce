import { assetUrl, pictureSources } from 'shared-api';
import { PRODUCT_GRID_FIRST_ROW, ProductCardGrid, type ProductCardSource } from 'shared-ui';
import { PRODUCT_GRID_PICTURE_SIZES } from '../seo/pictures';

/**
 * A page's grid of products (the shop, a store): each picture in the API's widths, drawn at
 * PRODUCT_GRID_PICTURE_SIZES, the sizes the page's head preloads the first one with; the first row
 * is above the fold, so it loads eagerly.
 */
export function PageProductGrid({ products }: { products: readonly ProductCardSource[] }) {
  return (
    <ProductCardGrid
      products={products}
      imageUrl={assetUrl}
      imageSrcSet={(img) => pictureSources(img).srcSet}
      imageSizes={PRODUCT_GRID_PICTURE_SIZES}
      eagerCount={PRODUCT_GRID_FIRST_ROW}
    />
  );
}
