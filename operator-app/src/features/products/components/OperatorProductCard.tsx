import type { OperatorProduct, OperatorProductStatus } from 'shared-api/operator';
import { Badge, TextLink, useTranslation, type BadgeVariant } from 'shared-ui';
import { ModerationAction } from '../../../lib/ModerationAction';
import { Actions, ItemCard } from '../../../lib/layout';
import { useProductModeration } from '../hooks/useProductModeration';
import { productsMessages } from '../messages';
import { storeProductsPath } from '../storeProductsPath';
import { ProductFacts } from './ProductFacts';

const BADGES: Record<OperatorProductStatus, BadgeVariant> = { listed: 'success', taken_down: 'destructive', store_suspended: 'secondary' };

/**
 * One product of the operator's list, listed or not: its store (a link to this list of the store's
 * products: the public store page is a 404 while the store is suspended), price and status, why and
 * when it was taken down, and Take down or (when taken down) Restore. A product of a suspended store
 * is not taken down, so it offers Take down only (restoring is refused: the store's reinstatement
 * lists it).
 */
export function OperatorProductCard({ product }: { product: OperatorProduct }) {
  const { t } = useTranslation(productsMessages);
  const action = product.status === 'taken_down' ? 'restore' : 'takeDown';
  const moderation = useProductModeration(action, product.product_id);
  const titleId = `product-${product.product_id}-title`;

  return (
    <ItemCard aria-labelledby={titleId}>
      <h3 id={titleId}>
        <bdi>{product.name}</bdi> <Badge variant={BADGES[product.status]}>{t(`status.${product.status}`)}</Badge>
      </h3>
      <ProductFacts product={product} heading="name" storeTo={storeProductsPath(product.store_id)} />
      <Actions>
        {product.status === 'listed' && <TextLink to={`/product/${product.product_id}`}>{t('lookup.viewPublic')}</TextLink>}
        <ModerationAction {...moderation} title={t(`${action}.titleOf`, { name: product.name })} />
      </Actions>
    </ItemCard>
  );
}
