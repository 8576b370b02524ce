import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Order, OrderFull } from 'shared-api';
import { Button, Card, CardContent, CardFooter, CardHeader, CardTitle, Facts, formatLocalDateTime, OrderStatusBadge, Price, TextLink, type Translate, useTranslation } from 'shared-ui';
import type { OrderCompletion } from '../hooks/useCompleteOrder';
import { CancelOrderDialog } from './CancelOrderDialog';
import { ordersMessages } from '../messages';

/**
 * An order as the store's two lists have it: the pending list's (POST /api/order/see, pending by
 * definition) or the dashboard's (GET /api/store/orders), which adds its status and cancellation.
 */
export type StoreOrder = Order & Partial<Pick<OrderFull, 'status' | 'cancelled_by' | 'cancel_reason'>>;

const Header = styled(CardHeader)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

// Takes the card's free height, so the buttons of a row's cards line up.
const Body = styled(CardContent)`
  flex: 1;
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

function cancellation(t: Translate, order: StoreOrder): string | null {
  if (order.status !== 'cancelled') return null;
  if (order.cancelled_by === 'customer') return t('order.cancelledByCustomer');
  return order.cancel_reason ? t('order.cancelledWithReason', { reason: order.cancel_reason }) : t('order.cancelledByYou');
}

interface OrderCardProps {
  order: StoreOrder;
  completion: OrderCompletion;
  /** Offers Cancel Order (with a reason) beside Mark as Completed while the order is pending. */
  cancellable?: boolean;
}

/** One order of the store: its product, customer, location, quantity, the server's total and date; Complete (and Cancel) while pending. */
export function OrderCard({ order, completion, cancellable = false }: OrderCardProps) {
  const { t } = useTranslation(ordersMessages);
  const [cancelling, setCancelling] = useState(false);
  const titleId = useId();
  const { complete, busy, done } = completion;
  const pending = (order.status ?? 'pending') === 'pending';
  const why = cancellation(t, order);
  return (
    <Card>
      <Header>
        <CardTitle id={titleId}>{t('order.title', { id: order.order_id })}</CardTitle>
        <OrderStatusBadge status={done ? 'completed' : (order.status ?? 'pending')} />
      </Header>
      <Body>
        <Facts>
          <dt>{t('order.product')}</dt>
          <dd>
            <TextLink to={`/product/${order.product_id}`}>{order.name}</TextLink>
          </dd>
          <dt>{t('order.productId')}</dt>
          <dd>{order.product_id}</dd>
          <dt>{t('order.customer')}</dt>
          <dd>
            <span>{order.username}</span> · <TextLink to={`/store/chat/${encodeURIComponent(order.username)}`}>{t('order.message')}</TextLink>
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
        </Facts>
        {why && <Reason>{why}</Reason>}
      </Body>
      {pending && (
        <Footer>
          <Button variant={done ? 'outline' : 'default'} busy={busy} disabled={done || busy} onClick={complete} aria-describedby={titleId}>
            {done ? t('order.completed') : t('order.markCompleted')}
          </Button>
          {cancellable && !done && (
            <>
              <Button variant="outline" onClick={() => setCancelling(true)} aria-describedby={titleId}>
                {t('order.cancel')}
              </Button>
              <CancelOrderDialog order={order} open={cancelling} onOpenChange={setCancelling} />
            </>
          )}
        </Footer>
      )}
    </Card>
  );
}
