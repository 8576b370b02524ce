/**
 * schema.org objects for the public pages (written as JSON-LD by the shell's server): what search
 * engines and link previews read. Every URL is absolute, and a page's URL is the one in the page's
 * language (/es/product/12); `@id`s name the thing itself, the same in every language.
 */
import { assetUrl, type Product, type Review, type Store } from 'shared-api';
import { SITE_NAME } from 'shared-api/remote-routes';
import { localizedPath, type Language } from 'shared-ui';

export { SITE_NAME };

export const productPath = (product: Pick<Product, 'product_id'>) => `/product/${product.product_id}`;
export const storePath = (storeName: string) => `/store/${encodeURIComponent(storeName)}`;

/** The first sentence-ish part of a text, at most `max` characters, for a meta description. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

/** How many reviews a product's JSON-LD names (search engines read a few; the rest are on the page). */
export const LD_REVIEWS = 5;

/** The reviews' figures and a few reviews, as a product's JSON-LD gives them. */
export interface ProductReviewsLd {
  average: number | null;
  count: number;
  items: readonly Review[];
}

const rating = (value: number) => ({ '@type': 'Rating', ratingValue: value, bestRating: 5, worstRating: 1 });

/** `aggregateRating` and `review` when the product has reviews (schema.org wants none without). */
function reviewsLd(reviews: ProductReviewsLd | undefined): object {
  if (!reviews || reviews.count === 0 || reviews.average === null) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.average, reviewCount: reviews.count, bestRating: 5, worstRating: 1 },
    review: reviews.items.slice(0, LD_REVIEWS).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.username },
      datePublished: review.created_at.slice(0, 10),
      reviewBody: review.text,
      reviewRating: rating(review.rating),
    })),
  };
}

export function productLd(product: Product, siteUrl: string, language: Language, reviews?: ProductReviewsLd): object {
  const url = siteUrl + localizedPath(productPath(product), language);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': siteUrl + productPath(product),
    inLanguage: language,
    name: product.name,
    description: product.desc,
    image: assetUrl(product.img),
    sku: String(product.product_id),
    url,
    countryOfOrigin: product.country,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: product.store_name, url: siteUrl + localizedPath(storePath(product.store_name), language) },
    },
    ...reviewsLd(reviews),
  };
}

export function storeLd(store: Store, siteUrl: string, language: Language): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': siteUrl + storePath(store.store_name),
    inLanguage: language,
    name: store.store_name,
    description: store.bio,
    image: assetUrl(store.img),
    url: siteUrl + localizedPath(storePath(store.store_name), language),
    address: store.full_location,
    // A store's figures cover the reviews of all its products.
    ...(store.rating_average != null && (store.rating_count ?? 0) > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: store.rating_average, reviewCount: store.rating_count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** The products a page lists, in order, as an ItemList of links to their pages (`name` in the page's language). */
export function itemListLd(name: string, products: readonly Product[], siteUrl: string, language: Language): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    inLanguage: language,
    name,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: siteUrl + localizedPath(productPath(product), language),
      name: product.name,
    })),
  };
}
