import { useEffect } from 'react';
import { useGetStoreOrdersQuery } from 'shared-api/orders';
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle, EmptyState, formatLocalDateTime, LoadingText, Price, toast } from 'shared-ui';
import styled from 'styled-components';
import { useCompleteOrder } from '../hooks/useCompleteOrder';
import { LoadFailed } from '../../../lib/LoadFailed';
import { OrderCardList, OrderFacts } from './orderLayout';

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
  const { data: orders, isLoading, isError, refetch } = useGetStoreOrdersQuery();
  const { complete, completedIds, pendingIds } = useCompleteOrder();

  useEffect(() => {
    if (isError) toast({ title: 'Error', description: 'Failed to load orders', variant: 'destructive' });
  }, [isError]);

  if (isLoading) return <LoadingText>Loading orders...</LoadingText>;
  if (isError)
    return (
      <LoadFailed message="Failed to load orders" onRetry={refetch} />
    );

  const shown = (orders ?? []).filter((order) => !(hideCompleted && completedIds.has(order.order_id)));
  if (shown.length === 0) return <EmptyState title="No orders found." />;

  return (
    <OrderCardList aria-label="Orders">
      {shown.map((order) => {
        const done = completedIds.has(order.order_id);
        const busy = pendingIds.has(order.order_id);
        return (
          <li key={order.order_id}>
            <Card>
              <CardHeader>
                <CardTitle id={`order-${order.order_id}-title`}>
                  Order #{order.order_id}</CardTitle>
              </CardHeader>
              <Body>
                <OrderFacts>
                  <dt>Customer</dt>
                  <dd>{order.username}</dd>
                  <dt>Location</dt>
                  <dd>{order.full_location}</dd>
                  <dt>Product ID</dt>
                  <dd>{order.product_id}</dd>
                  <dt>Product</dt>
                  <dd>{order.name}</dd>
                  <dt>Quantity</dt>
                  <dd>{order.quantity}</dd>
                  <dt>Total</dt>
                  <dd>
                    <Price value={orderTotal(order.price, order.quantity)} />
                  </dd>
                  <dt>Placed</dt>
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
                  {done ? 'Completed' : 'Mark as Completed'}
                </Button>
              </CardFooter>
            </Card>
          </li>
        );
      })}
    </OrderCardList>
  );
}
