import { useEffect } from 'react';
import { useGetStoreOrdersQuery } from 'shared-api/orders';
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle, EmptyState, formatLocalDateTime, LoadingText, Price, toast, useTranslation } from 'shared-ui';
import styled from 'styled-components';
import { useCompleteOrder } from '../hooks/useCompleteOrder';
import { LoadFailed } from '../../../lib/LoadFailed';
import { OrderCardList, OrderFacts } from './orderLayout';
import { ordersMessages } from '../messages';

const Body = styled(CardContent)`
  flex: 1;
`;

/** price × quantity in whole cents, so $19.99 × 3 is $59.97 exactly. */
const orderTotal = (price: number, quantity: number) => (Math.round(price * 100) * quantity) / 100;

interface OrdersListProps {
  /** The orders screen removes a completed order; the dashboard tab keeps it, showing Completed. */
  hideCompleted: boolean;
}

/** The store's pending orders with Mark as Completed (the spec's screen, with each order's product, total and placed date). */
export function OrdersList({ hideCompleted }: OrdersListProps) {
  const { t } = useTranslation(ordersMessages);
  const { data: orders, isLoading, isError, refetch } = useGetStoreOrdersQuery();
  const { complete, completedIds, pendingIds } = useCompleteOrder();

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
    <OrderCardList aria-label={t('list.label')}>
      {shown.map((order) => {
        const done = completedIds.has(order.order_id);
        const busy = pendingIds.has(order.order_id);
        return (
          <li key={order.order_id}>
            <Card>
              <CardHeader>
                <CardTitle id={`order-${order.order_id}-title`}>
                  {t('order.title', { id: order.order_id })}
                </CardTitle>
              </CardHeader>
              <Body>
                <OrderFacts>
                  <dt>{t('order.customer')}</dt>
                  <dd>{order.username}</dd>
                  <dt>{t('order.location')}</dt>
                  <dd>{order.full_location}</dd>
                  <dt>{t('order.productId')}</dt>
                  <dd>{order.product_id}</dd>
                  <dt>{t('order.product')}</dt>
                  <dd>{order.name}</dd>
                  <dt>{t('order.quantity')}</dt>
                  <dd>{order.quantity}</dd>
                  <dt>{t('order.total')}</dt>
                  <dd>
                    <Price value={orderTotal(order.price, order.quantity)} />
                  </dd>
                  <dt>{t('order.placed')}</dt>
                  <dd>
                    <time dateTime={order.created_at}>{formatLocalDateTime(order.created_at)}</time>
                  </dd>
                </OrderFacts>
              </Body>
              <CardFooter>
                <Button
                  variant={done ? 'outline' : 'default'}
                  busy={busy}
                  disabled={done || busy}
                  onClick={() => complete(order.order_id)}
                  aria-describedby={`order-${order.order_id}-title`}
                >
                  {done ? t('order.completed') : t('order.markCompleted')}
                </Button>
              </CardFooter>
            </Card>
          </li>
        );
      })}
    </OrderCardList>
  );
}
