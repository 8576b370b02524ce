import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { assetUrl, type OrderFull } from 'shared-api';
import { Button, ConfirmDialog, formatLocalDateTime, ImageWithFallback, OrderStatusBadge, Price, TextLink } from 'shared-ui';
import { LineItem, LineItemBody, LineItemMeta, LineItemName, LineItemThumb } from '../../../components/LineItem';
import { useCancelMyOrder } from '../hooks/useCancelMyOrder';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[6]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Reason = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Why the order was cancelled, as its customer reads it. */
function cancellation(order: OrderFull): string | null {
  if (order.status !== 'cancelled') return null;
  if (order.cancelled_by === 'customer') return 'You cancelled this order.';
  return order.cancel_reason ? `The store's reason: ${order.cancel_reason}` : 'The store cancelled this order.';
}

/** One order of My Orders: what, from whom, how much, when, its status, and cancel while pending. */
export function OrderCard({ order }: { order: OrderFull }) {
  const { cancel, isCancelling } = useCancelMyOrder();
  const [confirming, setConfirming] = useState(false);
  const why = cancellation(order);
  const storePath = `/store/${encodeURIComponent(order.store_name)}`;

  return (
    <LineItem aria-label={`Order #${order.order_id}`}>
      <LineItemThumb as={Link} to={`/product/${order.product_id}`} tabIndex={-1} aria-hidden="true">
        <ImageWithFallback src={order.img ? assetUrl(order.img) : null} alt="" width={112} height={112} />
      </LineItemThumb>
      <LineItemBody>
        <Heading>
          <LineItemName to={`/product/${order.product_id}`}>{order.name}</LineItemName>
          <OrderStatusBadge status={order.status} />
        </Heading>
        <LineItemMeta>
          Order #{order.order_id} · placed <time dateTime={order.created_at}>{formatLocalDateTime(order.created_at)}</time>
        </LineItemMeta>
        <LineItemMeta>
          From <TextLink to={storePath}>{order.store_name}</TextLink> · Deliver to: {order.full_location}
        </LineItemMeta>
        <Figures>
          <div>
            <dt>Quantity</dt>
            <dd>{order.quantity}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>
              <Price value={order.price} />
            </dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>
              <Price value={order.total} />
            </dd>
          </div>
        </Figures>
        {why && <Reason>{why}</Reason>}
        <Actions>
          <TextLink to={`/chat/${encodeURIComponent(order.store_name)}`}>Message {order.store_name}</TextLink>
          {order.status === 'pending' && (
            <Button variant="outline" size="sm" busy={isCancelling} onClick={() => setConfirming(true)}>
              Cancel Order
            </Button>
          )}
        </Actions>
      </LineItemBody>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this order?"
        description={`Order #${order.order_id}: ${order.quantity} × ${order.name} from ${order.store_name}. The store will be told, and the items go back in stock.`}
        confirmLabel="Cancel Order"
        cancelLabel="Keep Order"
        destructive
        onConfirm={() => void cancel(order)}
      />
    </LineItem>
  );
}
