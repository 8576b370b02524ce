import type { OperatorStore } from 'shared-api/operator';
import { Badge, TextLink, useTranslation } from 'shared-ui';
import { ModerationAction } from '../../../lib/ModerationAction';
import { Actions, Facts, ItemCard } from '../../../lib/layout';
import { storeProductsPath } from '../../products';
import { useStoreModeration, type StoreAction } from '../hooks/useStoreModeration';
import { storesMessages } from '../messages';

/** One store: its status, counts and suspension reason, a link to its products, and the button that suspends or reinstates it. */
export function StoreCard({ store }: { store: OperatorStore }) {
  const { t, i18n } = useTranslation(storesMessages);
  const number = new Intl.NumberFormat(i18n.language);
  const action: StoreAction = store.status === 'suspended' ? 'reinstate' : 'suspend';
  const moderation = useStoreModeration(action, store);
  const titleId = `store-${store.store_id}-title`;

  return (
    <ItemCard aria-labelledby={titleId}>
      <h2 id={titleId}>
        <bdi>{store.store_name}</bdi>{' '}
        <Badge variant={store.status === 'suspended' ? 'destructive' : 'success'}>{t(`status.${store.status}`)}</Badge>
      </h2>
      <Facts>
        <dt>{t('fields.id')}</dt>
        <dd>{number.format(store.store_id)}</dd>
        <dt>{t('fields.location')}</dt>
        <dd>
          <bdi>{store.full_location}</bdi>
        </dd>
        <dt>{t('fields.products')}</dt>
        <dd>{number.format(store.products_count)}</dd>
        <dt>{t('fields.orders')}</dt>
        <dd>{number.format(store.orders_count)}</dd>
        {store.status === 'suspended' && store.suspended_reason && (
          <>
            <dt>{t('fields.suspendedReason')}</dt>
            <dd>
              <bdi>{store.suspended_reason}</bdi>
            </dd>
          </>
        )}
      </Facts>
      <Actions>
        <TextLink to={storeProductsPath(store.store_id)}>{t('productsLink')}</TextLink>
        {store.status === 'active' && <TextLink to={`/store/${encodeURIComponent(store.store_name)}`}>{t('viewPublic')}</TextLink>}
        <ModerationAction {...moderation} title={t(`${action}.title`, { storeName: store.store_name })} />
      </Actions>
    </ItemCard>
  );
}
