import { useState } from 'react';
import styled from 'styled-components';
import type { OrderFull } from 'shared-api';
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle, formatLocalDateTime, OrderStatusBadge, Price, TextLink } from 'shared-ui';
import { CancelOrderDialog } from './CancelOrderDialog';
import { OrderFacts } from './orderLayout';

const Header = styled(CardHeader)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Reason = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Footer = styled(CardFooter)`
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

function cancellation(order: OrderFull): string | null {
  if (order.status !== 'cancelled') return null;
  if (order.cancelled_by === 'customer') return 'The customer cancelled this order.';
  return order.cancel_reason ? `You cancelled it: ${order.cancel_reason}` : 'You cancelled this order.';
}

interface OrderHistoryItemProps {
  order: OrderFull;
  onComplete(orderId: number): void;
  completing: boolean;
}

/** One order of the dashboard's Orders tab: everything about it, and Complete / Cancel while pending. */
export function OrderHistoryItem({ order, onComplete, completing }: OrderHistoryItemProps) {
  const [cancelling, setCancelling] = useState(false);
  const why = cancellation(order);
  const titleId = `history-order-${order.order_id}-title`;
  return (
    <Card>
      <Header>
        <CardTitle id={titleId}>Order #{order.order_id}</CardTitle>
        <OrderStatusBadge status={order.status} />
      </Header>
      <CardContent>
        <OrderFacts>
          <dt>Product</dt>
          <dd>
            <TextLink to={`/product/${order.product_id}`}>{order.name}</TextLink>
          </dd>
          <dt>Customer</dt>
          <dd>
            {order.username} · <TextLink to={`/store/chat/${encodeURIComponent(order.username)}`}>Message</TextLink>
          </dd>
          <dt>Location</dt>
          <dd>{order.full_location}</dd>
          <dt>Quantity</dt>
          <dd>{order.quantity}</dd>
          <dt>Total</dt>
          <dd>
            <Price value={order.total} />
          </dd>
          <dt>Placed</dt>
          <dd>
            <time dateTime={order.created_at}>{formatLocalDateTime(order.created_at)}</time>
          </dd>
        </OrderFacts>
        {why && <Reason>{why}</Reason>}
      </CardContent>
      {order.status === 'pending' && (
        <Footer>
          <Button busy={completing} onClick={() => onComplete(order.order_id)} aria-describedby={titleId}>
            Mark as Completed
          </Button>
          <Button variant="outline" onClick={() => setCancelling(true)} aria-describedby={titleId}>
            Cancel Order
          </Button>
          <CancelOrderDialog order={order} open={cancelling} onOpenChange={setCancelling} />
        </Footer>
      )}
    </Card>
  );
}
