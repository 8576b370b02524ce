import { pictureSources, type PictureSources } from 'shared-api';

/**
 * How wide a product card's picture is drawn, for `sizes`: ProductGrid's columns (2 on phones with
 * a 0.75rem gap, 2 from 640 px with 1.5rem, 3 from 1024, 4 from 1280 in a page at most 80rem wide,
 * 1rem/1.5rem side padding). A phone 412 px wide at 1.75 device pixels per CSS pixel draws a card's
 * picture 184 px wide, so it fetches the 320 px picture (about 6 KB) rather than the 1280 one.
 */
export const PRODUCT_GRID_PICTURE_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(50vw - 1.375rem)';

/** The home page's row of three (from 640 px). */
export const LATEST_ROW_PICTURE_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 31vw, calc(100vw - 2rem)';

/** The product page's picture: half the page from 768 px, the full column below. */
export const PRODUCT_PAGE_PICTURE_SIZES = '(min-width: 1280px) 608px, (min-width: 768px) 46vw, calc(100vw - 2rem)';

/** The first picture of a list, to preload with its sizes (the page's largest paint). */
export function lcpPicture(img: string | undefined, sizes: string): (PictureSources & { sizes: string }) | undefined {
  return img ? { ...pictureSources(img), sizes } : undefined;
}
