import { useId } from 'react';
import styled from 'styled-components';
import { useGetOperatorProductsInfiniteQuery, type OperatorProductsQuery } from 'shared-api/operator';
import { Label, Select, TextLink, useTranslation } from 'shared-ui';
import { FilterBar } from '../../../lib/layout';
import { STATUS_FILTERS, type ProductStatusFilter } from '../hooks/useProductFilters';
import { productsMessages } from '../messages';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  flex: 0 1 14rem;
`;

/** The store filter as a line that names it, with the way back to every store. */
const StoreLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  overflow-wrap: anywhere;
`;

/** The store filter's name: the list's answer names its store; before it arrives, or when empty, its id. */
function StoreFilter({ query, allStoresSearch }: { query: OperatorProductsQuery & { store_id: number }; allStoresSearch: string }) {
  const { t } = useTranslation(productsMessages);
  // The list's own query (the same cache entry): no request of its own.
  const { data } = useGetOperatorProductsInfiniteQuery(query);
  const storeName = data?.pages[0]?.items[0]?.store_name;
  return (
    <StoreLine>
      <span>{storeName ? t('list.ofStore', { storeName }) : t('list.ofStoreId', { id: query.store_id })}</span>
      <TextLink to={{ search: allStoresSearch }}>{t('list.allStores')}</TextLink>
    </StoreLine>
  );
}

interface ProductFiltersProps {
  query: OperatorProductsQuery;
  allStoresSearch: string;
  onStatusChange(status: string): void;
}

/** The status select and, when the address names a store, the line that names it and clears it. */
export function ProductFilters({ query, allStoresSearch, onStatusChange }: ProductFiltersProps) {
  const { t } = useTranslation(productsMessages);
  const statusId = useId();
  return (
    <>
      <FilterBar>
        <Field>
          <Label htmlFor={statusId}>{t('list.status')}</Label>
          <Select
            id={statusId}
            value={query.status}
            onChange={(event) => onStatusChange(event.target.value)}
            options={STATUS_FILTERS.map((status: ProductStatusFilter) => ({ value: status, label: t(`list.statuses.${status || 'all'}`) }))}
          />
        </Field>
      </FilterBar>
      {query.store_id !== null && <StoreFilter query={{ ...query, store_id: query.store_id }} allStoresSearch={allStoresSearch} />}
    </>
  );
}
