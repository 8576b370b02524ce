import { useEffect } from 'react';
import { useGetStoreOrdersQuery } from 'shared-api/orders';
import { CardList, EmptyState, LoadFailed, LoadingText, toast, useTranslation } from 'shared-ui';
import { useCompleteOrder } from '../hooks/useCompleteOrder';
import { OrderCard } from './OrderCard';
import { ordersMessages } from '../messages';

interface OrdersListProps {
  /** The orders screen removes a completed order; false keeps it, showing Completed. */
  hideCompleted: boolean;
}

/** The store's pending orders with Mark as Completed (the spec's screen, with each order's product, total and placed date). */
export function OrdersList({ hideCompleted }: OrdersListProps) {
  const { t } = useTranslation(ordersMessages);
  const { data: orders, isLoading, isError, refetch } = useGetStoreOrdersQuery();
  const { completionOf, completedIds } = useCompleteOrder();

  useEffect(() => {
    if (isError) toast({ title: t('complete.error'), description: t('list.loadFailed'), variant: 'destructive' });
    // Once per failure, in the language of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError]);

  if (isLoading) return <LoadingText>{t('list.loading')}</LoadingText>;
  if (isError)
    return (
      <LoadFailed message={t('list.loadFailed')} onRetry={refetch} />
    );

  const shown = (orders ?? []).filter((order) => !(hideCompleted && completedIds.has(order.order_id)));
  if (shown.length === 0) return <EmptyState title={t('list.empty')} />;

  return (
    <CardList $pairFrom="md" aria-label={t('list.label')}>
      {shown.map((order) => (
        <li key={order.order_id}>
          <OrderCard order={order} completion={completionOf(order.order_id)} />
        </li>
      ))}
    </CardList>
  );
}
