import { useState } from 'react';
import type { OperatorProduct, OperatorProductStatus } from 'shared-api/operator';
import { Badge, Button, formatLocalDateTime, formatPrice, TextLink, useTranslation, type BadgeVariant } from 'shared-ui';
import { ReasonDialog } from '../../../lib/ReasonDialog';
import { Actions, Facts, ItemCard } from '../../../lib/layout';
import { useModerationAction } from '../hooks/useModerationAction';
import { productsMessages } from '../messages';

const BADGES: Record<OperatorProductStatus, BadgeVariant> = { listed: 'success', taken_down: 'destructive', store_suspended: 'secondary' };

/**
 * One product of the operator's list, listed or not: its store, price and status, why and when it was
 * taken down, and Take down or (when taken down) Restore. A product of a suspended store is not taken
 * down, so it offers Take down only (restoring is refused: the store's reinstatement lists it).
 */
export function OperatorProductCard({ product }: { product: OperatorProduct }) {
  const { t, i18n } = useTranslation(productsMessages);
  const { act, isActing } = useModerationAction();
  const [open, setOpen] = useState(false);
  const action = product.status === 'taken_down' ? 'restore' : 'takeDown';
  const titleId = `product-${product.product_id}-title`;

  return (
    <ItemCard aria-labelledby={titleId}>
      <h3 id={titleId}>
        <bdi>{product.name}</bdi> <Badge variant={BADGES[product.status]}>{t(`status.${product.status}`)}</Badge>
      </h3>
      <Facts>
        <dt>{t('fields.id')}</dt>
        <dd>{new Intl.NumberFormat(i18n.language).format(product.product_id)}</dd>
        <dt>{t('fields.store')}</dt>
        <dd>
          <TextLink to={`/store/${encodeURIComponent(product.store_name)}`}>
            <bdi>{product.store_name}</bdi>
          </TextLink>
        </dd>
        <dt>{t('fields.price')}</dt>
        <dd>{formatPrice(product.price, i18n.language)}</dd>
        {product.status === 'taken_down' && (
          <>
            {product.taken_down_reason && (
              <>
                <dt>{t('fields.takenDownReason')}</dt>
                <dd>
                  <bdi>{product.taken_down_reason}</bdi>
                </dd>
              </>
            )}
            {product.taken_down_at && (
              <>
                <dt>{t('fields.takenDownAt')}</dt>
                <dd>{formatLocalDateTime(product.taken_down_at, i18n.language)}</dd>
              </>
            )}
          </>
        )}
      </Facts>
      <Actions>
        {product.status === 'listed' && <TextLink to={`/product/${product.product_id}`}>{t('lookup.viewPublic')}</TextLink>}
        <Button variant={action === 'restore' ? 'outline' : 'destructive'} size="sm" onClick={() => setOpen(true)}>
          {t(`${action}.button`)}
        </Button>
      </Actions>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={t(`${action}.titleOf`, { name: product.name })}
        description={t(`${action}.description`)}
        confirmLabel={t(`${action}.button`)}
        confirmVariant={action === 'restore' ? 'default' : 'destructive'}
        busy={isActing}
        onConfirm={(reason) => act(action, product.product_id, reason)}
      />
    </ItemCard>
  );
}
