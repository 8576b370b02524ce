import { useSearchParams } from 'react-router-dom';
import type { OperatorProductsQuery } from 'shared-api/operator';
import { parseId } from '../idField';

export type ProductStatusFilter = OperatorProductsQuery['status'];

export const STATUS_FILTERS: ProductStatusFilter[] = ['', 'listed', 'taken_down'];

const isStatusFilter = (value: string | null): value is ProductStatusFilter => STATUS_FILTERS.includes(value as ProductStatusFilter);

/**
 * The product list's filters, kept in the address (?status=taken_down&store_id=5) so a reload, a
 * shared link and a link to a store's products (storeProductsPath) open the same list. Anything else
 * there means no filter.
 */
export function useProductFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status');
  const query: OperatorProductsQuery = {
    status: isStatusFilter(status) ? status : '',
    store_id: parseId(searchParams.get('store_id') ?? '') ?? null,
  };
  /** The address of the same list for every store (its status kept). */
  const allStoresSearch = query.status ? `?status=${query.status}` : '';
  const setStatus = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (isStatusFilter(value) && value) next.set('status', value);
        else next.delete('status');
        return next;
      },
      // A filter switch is not a page of its own for Back, as on the reports page's tabs.
      { replace: true },
    );
  return { query, setStatus, allStoresSearch };
}
