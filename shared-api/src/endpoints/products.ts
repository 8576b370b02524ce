import { api } from '../api';
import type { Product, ProductFacets, ProductPage, ProductSearch, ProductsQuery, Suggestion } from '../contract';

// Lists provide LIST (refreshed by a store's add/edit/delete, shared-api/store-admin); one product
// provides its id (also refreshed when an order lowers its stock).
const LIST = { type: 'Product', id: 'LIST' } as const;

/** Only the filters that are set: an empty parameter means no filter. */
export function searchParams(search: ProductSearch, extra: Partial<ProductsQuery> = {}): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries({ ...search, ...extra })) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') params[key] = typeof value === 'number' ? value : text;
  }
  return params;
}

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every product, oldest first (the spec's call, kept for compatibility). */
    getAllProducts: build.query<Product[], void>({
      query: () => '/api/product/get/it/all',
      providesTags: [LIST],
    }),
    /** The newest products (home page: 3). */
    getLatestProducts: build.query<Product[], number | void>({
      query: (limit) => ({ url: '/api/products', params: { limit: limit ?? 3 } }),
      transformResponse: (page: ProductPage) => page.items,
      providesTags: [LIST],
    }),
    /** The shop: filters evaluated by the server, newest first, one page per cursor. */
    searchProducts: build.infiniteQuery<ProductPage, ProductSearch, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/products',
        params: searchParams(queryArg, pageParam ? { cursor: pageParam } : {}),
      }),
      providesTags: [LIST],
    }),
    /** Counts for the shop's filters (the country list's "Japan (12)"); refreshed with the lists. */
    getProductFacets: build.query<ProductFacets, ProductSearch>({
      query: (search) => ({ url: '/api/products/facets', params: searchParams(search) }),
      providesTags: [LIST],
    }),
    /** Product and store names for what is typed (the caller asks from 2 characters on); kept briefly. */
    suggestProducts: build.query<Suggestion[], string>({
      query: (q) => ({ url: '/api/products/suggest', params: { q } }),
      transformResponse: (answer: { items: Suggestion[] }) => answer.items,
      keepUnusedDataFor: 30,
    }),
    getProduct: build.query<Product, number | string>({
      query: (productId) => `/api/product/${encodeURIComponent(String(productId))}`,
      providesTags: (_product, _error, productId) => [{ type: 'Product', id: Number(productId) }],
    }),
    getStoreProducts: build.query<Product[], number | string>({
      query: (storeId) => `/api/product/store/${encodeURIComponent(String(storeId))}`,
      providesTags: [LIST],
    }),
  }),
});

export const {
  useGetAllProductsQuery,
  useGetLatestProductsQuery,
  useSearchProductsInfiniteQuery,
  useGetProductFacetsQuery,
  useLazySuggestProductsQuery,
  useGetProductQuery,
  useGetStoreProductsQuery,
} = productsApi;
