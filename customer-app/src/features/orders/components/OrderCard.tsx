import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { assetUrl, type OrderFull } from 'shared-api';
import { Button, ConfirmDialog, formatLocalDateTime, ImageWithFallback, OrderStatusBadge, Price, TextLink, type Translate, Trans, useTranslation } from 'shared-ui';
import { LineItem, LineItemBody, LineItemMeta, LineItemName, LineItemThumb } from '../../../components/LineItem';
import { useCancelMyOrder } from '../hooks/useCancelMyOrder';
import { ordersMessages } from '../messages';

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
function cancellation(order: OrderFull, t: Translate): string | null {
  if (order.status !== 'cancelled') return null;
  if (order.cancelled_by === 'customer') return t('card.cancelledByYou');
  return order.cancel_reason ? t('card.storeReason', { reason: order.cancel_reason }) : t('card.cancelledByStore');
}

/** One order of My Orders: what, from whom, how much, when, its status, and cancel while pending. */
export function OrderCard({ order }: { order: OrderFull }) {
  const { t } = useTranslation(ordersMessages);
  const { cancel, isCancelling } = useCancelMyOrder();
  const [confirming, setConfirming] = useState(false);
  const why = cancellation(order, t);
  const storePath = `/store/${encodeURIComponent(order.store_name)}`;

  return (
    <LineItem aria-label={t('card.label', { id: order.order_id })}>
      <LineItemThumb as={Link} to={`/product/${order.product_id}`} tabIndex={-1} aria-hidden="true">
        <ImageWithFallback src={order.img ? assetUrl(order.img) : null} alt="" width={112} height={112} />
      </LineItemThumb>
      <LineItemBody>
        <Heading>
          <LineItemName to={`/product/${order.product_id}`}>
            <bdi>{order.name}</bdi>
          </LineItemName>
          <OrderStatusBadge status={order.status} />
        </Heading>
        <LineItemMeta>
          <Trans
            t={t}
            i18nKey="card.placed"
            values={{ id: order.order_id, date: formatLocalDateTime(order.created_at) }}
            components={{ time: <time dateTime={order.created_at} /> }}
          />
        </LineItemMeta>
        <LineItemMeta>
          <Trans
            t={t}
            i18nKey="card.from"
            values={{ storeName: order.store_name, location: order.full_location }}
            components={{ store: <TextLink to={storePath} /> }}
          />
        </LineItemMeta>
        <Figures>
          <div>
            <dt>{t('card.quantity')}</dt>
            <dd>{t('card.quantityValue', { count: order.quantity })}</dd>
          </div>
          <div>
            <dt>{t('card.price')}</dt>
            <dd>
              <Price value={order.price} />
            </dd>
          </div>
          <div>
            <dt>{t('card.total')}</dt>
            <dd>
              <Price value={order.total} />
            </dd>
          </div>
        </Figures>
        {why && <Reason>{why}</Reason>}
        <Actions>
          <TextLink to={`/chat/${encodeURIComponent(order.store_name)}`}>{t('card.message', { storeName: order.store_name })}</TextLink>
          {order.status === 'pending' && (
            <Button variant="outline" size="sm" busy={isCancelling} onClick={() => setConfirming(true)}>
              {t('card.cancel')}
            </Button>
          )}
        </Actions>
      </LineItemBody>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('card.confirmTitle')}
        description={t('card.confirmDescription', { id: order.order_id, quantity: order.quantity, name: order.name, storeName: order.store_name })}
        confirmLabel={t('card.confirm')}
        cancelLabel={t('card.keep')}
        destructive
        onConfirm={() => void cancel(order)}
      />
    </LineItem>
  );
}
