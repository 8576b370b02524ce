import { useId, useState } from 'react';
import styled from 'styled-components';
import { type OrderStatusFilter } from 'shared-api';
import { useGetStoreOrderHistoryInfiniteQuery } from 'shared-api/orders';
import { EmptyState, Label, LoadingText, LoadMore, Select, Stack } from 'shared-ui';
import { useCompleteOrder } from '../hooks/useCompleteOrder';
import { OrderHistoryItem } from './OrderHistoryItem';
import { LoadFailed } from '../../../lib/LoadFailed';
import { OrderCardList } from './orderLayout';

const FILTERS: Array<{ value: OrderStatusFilter; label: string; empty: string }> = [
  { value: 'all', label: 'All orders', empty: 'No orders found.' },
  { value: 'pending', label: 'Pending', empty: 'No pending orders.' },
  { value: 'completed', label: 'Completed', empty: 'No completed orders.' },
  { value: 'cancelled', label: 'Cancelled', empty: 'No cancelled orders.' },
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
  const [status, setStatus] = useState<OrderStatusFilter>('all');
  const filterId = useId();
  const pages = useGetStoreOrderHistoryInfiniteQuery(status);
  const { data, isLoading, isFetching, isError, refetch, isFetchingNextPage } = pages;
  const { complete, pendingIds } = useCompleteOrder();
  const orders = data?.pages.flatMap((page) => page.items) ?? [];
  const filter = FILTERS.find((f) => f.value === status)!;

  let content;
  if (isLoading) content = <LoadingText>Loading orders...</LoadingText>;
  else if (isError && orders.length === 0) {
    content = (
      <LoadFailed message="Failed to load orders" onRetry={refetch} />
    );
  } else if (orders.length === 0) content = <EmptyState title={filter.empty} />;
  else {
    content = (
      <>
        <OrderCardList aria-label="Orders" aria-busy={isFetching && !isFetchingNextPage}>
          {orders.map((order) => (
            <li key={order.order_id}>
              <OrderHistoryItem order={order} onComplete={(id) => void complete(id)} completing={pendingIds.has(order.order_id)} />
            </li>
          ))}
        </OrderCardList>
        <LoadMore list={pages} label="Load More Orders" failedText="Failed to load more orders." />
      </>
    );
  }

  return (
    <Stack $gap={4}>
      <Filter>
        <Label htmlFor={filterId}>Show</Label>
        <StatusSelect id={filterId} value={status} onChange={(event) => setStatus(event.target.value as OrderStatusFilter)} options={FILTERS.map(({ value, label }) => ({ value, label }))} />
      </Filter>
      {content}
    </Stack>
  );
}
