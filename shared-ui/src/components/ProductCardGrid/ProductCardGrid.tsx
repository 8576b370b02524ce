import type { ReactNode } from 'react';
import { ProductCard } from '../ProductCard/ProductCard';
import { ProductGrid } from '../ProductGrid/ProductGrid';

/** The most cards a row of ProductGrid holds (4 columns from `xl`): the first row, above the fold. */
export const PRODUCT_GRID_FIRST_ROW = 4;

/**
 * The fields of an API product that a card shows, named as the API names them. Structural, because
 * shared-ui does not import shared-api; shared-api's Product fits it.
 */
export interface ProductCardSource {
  product_id: number;
  name: string;
  price: number;
  country: string;
  store_name: string;
  img: string;
  rating_average?: number | null;
  rating_count?: number;
}

export interface ProductCardGridProps<P extends ProductCardSource> {
  products: readonly P[];
  /** The picture's full URL from the product's img path (the apps pass shared-api's assetUrl). */
  imageUrl: (img: string) => string;
  /** The picture's narrower widths as a `srcset` (shared-api's pictureSources), if the API has them. */
  imageSrcSet?: (img: string) => string | undefined;
  /** How wide a card's picture is drawn at each viewport width (`sizes`). */
  imageSizes?: string;
  /** Where a card leads: the product page unless told (the store's own view opens the edit page). */
  linkTo?: (product: P) => string;
  /** How a card names the product's country: its name in the page's language (the API's English name unless told). */
  countryLabel?: (country: string) => string;
  /** Extra content at a card's bottom right, e.g. a stock badge. */
  extra?: (product: P) => ReactNode;
  /**
   * How many leading cards load their pictures eagerly: those above the fold (PRODUCT_GRID_FIRST_ROW
   * for a grid at the top of a page); the first, the page's largest paint on a phone, at high
   * priority. The rest stay lazy.
   */
  eagerCount?: number;
  /** Lets a page restyle the grid (styled(ProductCardGrid)), e.g. a single row of three. */
  className?: string;
}

const productPage = (product: ProductCardSource) => `/product/${product.product_id}`;

/** Products as ProductCards in the responsive ProductGrid (1 to 4 columns). */
export function ProductCardGrid<P extends ProductCardSource>({
  products,
  imageUrl,
  imageSrcSet,
  imageSizes,
  linkTo = productPage,
  countryLabel,
  extra,
  eagerCount = 0,
  className,
}: ProductCardGridProps<P>) {
  return (
    <ProductGrid className={className}>
      {products.map((product, index) => (
        <ProductCard
          key={product.product_id}
          name={product.name}
          price={product.price}
          country={countryLabel ? countryLabel(product.country) : product.country}
          storeName={product.store_name}
          imageSrc={imageUrl(product.img)}
          imageSrcSet={imageSrcSet?.(product.img)}
          imageSizes={imageSizes}
          to={linkTo(product)}
          extra={extra?.(product)}
          rating={{ average: product.rating_average, count: product.rating_count }}
          imageLoading={index === 0 && eagerCount > 0 ? 'priority' : index < eagerCount ? 'eager' : 'lazy'}
        />
      ))}
    </ProductGrid>
  );
}
