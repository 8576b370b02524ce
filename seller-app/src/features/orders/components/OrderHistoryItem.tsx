import { useState } from 'react';
import styled from 'styled-components';
import type { OrderFull } from 'shared-api';
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle, formatLocalDateTime, OrderStatusBadge, Price, TextLink, type Translate, useTranslation } from 'shared-ui';
import { CancelOrderDialog } from './CancelOrderDialog';
import { OrderFacts } from './orderLayout';
import { ordersMessages } from '../messages';

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

function cancellation(t: Translate, order: OrderFull): string | null {
  if (order.status !== 'cancelled') return null;
  if (order.cancelled_by === 'customer') return t('order.cancelledByCustomer');
  return order.cancel_reason ? t('order.cancelledWithReason', { reason: order.cancel_reason }) : t('order.cancelledByYou');
}

interface OrderHistoryItemProps {
  order: OrderFull;
  onComplete(orderId: number): void;
  completing: boolean;
}

/** One order of the dashboard's Orders tab: everything about it, and Complete / Cancel while pending. */
export function OrderHistoryItem({ order, onComplete, completing }: OrderHistoryItemProps) {
  const { t } = useTranslation(ordersMessages);
  const [cancelling, setCancelling] = useState(false);
  const why = cancellation(t, order);
  const titleId = `history-order-${order.order_id}-title`;
  return (
    <Card>
      <Header>
        <CardTitle id={titleId}>{t('order.title', { id: order.order_id })}</CardTitle>
        <OrderStatusBadge status={order.status} />
      </Header>
      <CardContent>
        <OrderFacts>
          <dt>{t('order.product')}</dt>
          <dd>
            <TextLink to={`/product/${order.product_id}`}>{order.name}</TextLink>
          </dd>
          <dt>{t('order.customer')}</dt>
          <dd>
            {order.username} · <TextLink to={`/store/chat/${encodeURIComponent(order.username)}`}>{t('order.message')}</TextLink>
          </dd>
          <dt>{t('order.location')}</dt>
          <dd>{order.full_location}</dd>
          <dt>{t('order.quantity')}</dt>
          <dd>{order.quantity}</dd>
          <dt>{t('order.total')}</dt>
          <dd>
            <Price value={order.total} />
          </dd>
          <dt>{t('order.placed')}</dt>
          <dd>
            <time dateTime={order.created_at}>{formatLocalDateTime(order.created_at)}</time>
          </dd>
        </OrderFacts>
        {why && <Reason>{why}</Reason>}
      </CardContent>
      {order.status === 'pending' && (
        <Footer>
          <Button busy={completing} onClick={() => onComplete(order.order_id)} aria-describedby={titleId}>
            {t('order.markCompleted')}
          </Button>
          <Button variant="outline" onClick={() => setCancelling(true)} aria-describedby={titleId}>
            {t('order.cancel')}
          </Button>
          <CancelOrderDialog order={order} open={cancelling} onOpenChange={setCancelling} />
        </Footer>
      )}
    </Card>
  );
}
