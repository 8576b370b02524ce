/**
 * The operator's product list of one store, whatever its status (useProductFilters reads
 * ?store_id=): where a store's "Products" link and a product card's store name lead. The public
 * store page would not do: it is a 404 while the store is suspended.
 */
export function storeProductsPath(storeId: number): string {
  return `/operator/products?store_id=${storeId}`;
}
