import { useId, useState } from 'react';
import styled from 'styled-components';
import { type OrderStatusFilter } from 'shared-api';
import { useGetStoreOrderHistoryInfiniteQuery } from 'shared-api/orders';
import { CardList, EmptyState, Label, LoadFailed, LoadingText, LoadMore, Select, Stack, useTranslation } from 'shared-ui';
import { useCompleteOrder } from '../hooks/useCompleteOrder';
import { OrderCard } from './OrderCard';
import { ordersMessages } from '../messages';

/** Each filter's option label and empty-list text (keys of seller.orders). */
const FILTERS: Array<{ value: OrderStatusFilter; label: string; empty: string }> = [
  { value: 'all', label: 'filter.all', empty: 'filter.emptyAll' },
  { value: 'pending', label: 'filter.pending', empty: 'filter.emptyPending' },
  { value: 'completed', label: 'filter.completed', empty: 'filter.emptyCompleted' },
  { value: 'cancelled', label: 'filter.cancelled', empty: 'filter.emptyCancelled' },
];

const Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

// The select's wrapper carries the chevron: sized as a whole, so the chevron stays inside the box.
const StatusSelect = styled(Select)`
  width: auto;
  min-width: 12rem;
`;

/** The dashboard's Orders tab: every order of the store, newest first, by status, page by page. */
export function StoreOrderHistory() {
  const { t } = useTranslation(ordersMessages);
  const [status, setStatus] = useState<OrderStatusFilter>('all');
  const filterId = useId();
  const pages = useGetStoreOrderHistoryInfiniteQuery(status);
  const { data, isLoading, isFetching, isError, refetch, isFetchingNextPage } = pages;
  const { completionOf } = useCompleteOrder();
  const orders = data?.pages.flatMap((page) => page.items) ?? [];
  const filter = FILTERS.find((f) => f.value === status)!;

  let content;
  if (isLoading) content = <LoadingText>{t('list.loading')}</LoadingText>;
  else if (isError && orders.length === 0) {
    content = (
      <LoadFailed message={t('list.loadFailed')} onRetry={refetch} />
    );
  } else if (orders.length === 0) content = <EmptyState title={t(filter.empty)} />;
  else {
    content = (
      <>
        <CardList $pairFrom="md" aria-label={t('list.label')} aria-busy={isFetching && !isFetchingNextPage}>
          {orders.map((order) => (
            <li key={order.order_id}>
              <OrderCard order={order} completion={completionOf(order.order_id)} cancellable />
            </li>
          ))}
        </CardList>
        <LoadMore list={pages} label={t('list.loadMore')} failedText={t('list.loadMoreFailed')} />
      </>
    );
  }

  return (
    <Stack $gap={4}>
      <Filter>
        <Label htmlFor={filterId}>{t('filter.show')}</Label>
        <StatusSelect id={filterId} value={status} onChange={(event) => setStatus(event.target.value as OrderStatusFilter)} options={FILTERS.map(({ value, label }) => ({ value, label: t(label) }))} />
      </Filter>
      {content}
    </Stack>
  );
}
