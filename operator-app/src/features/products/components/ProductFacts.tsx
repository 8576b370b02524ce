import type { OperatorProduct } from 'shared-api/operator';
import { formatLocalDateTime, formatPrice, TextLink, useTranslation } from 'shared-ui';
import { Facts } from '../../../lib/layout';
import { productsMessages } from '../messages';

/** A product as either card has it: the lookup's public answer has no status, so no take-down facts. */
type ProductOfFacts = Pick<OperatorProduct, 'product_id' | 'name' | 'store_name' | 'price'> & Partial<Pick<OperatorProduct, 'status' | 'taken_down_reason' | 'taken_down_at'>>;

interface ProductFactsProps {
  product: ProductOfFacts;
  /** What the card's heading says of the product already, so the facts begin with the other: its name (the list) or its id (the lookup). */
  heading: 'name' | 'id';
  /** Where the store's name leads; plain text without. */
  storeTo?: string;
}

/** A product's facts on the operator's cards: its name or id, its store and price, and why and when it was taken down. */
export function ProductFacts({ product, heading, storeTo }: ProductFactsProps) {
  const { t, i18n } = useTranslation(productsMessages);
  const storeName = <bdi>{product.store_name}</bdi>;
  return (
    <Facts>
      {heading === 'id' ? (
        <>
          <dt>{t('fields.name')}</dt>
          <dd>
            <bdi>{product.name}</bdi>
          </dd>
        </>
      ) : (
        <>
          <dt>{t('fields.id')}</dt>
          <dd>{new Intl.NumberFormat(i18n.language).format(product.product_id)}</dd>
        </>
      )}
      <dt>{t('fields.store')}</dt>
      <dd>{storeTo ? <TextLink to={storeTo}>{storeName}</TextLink> : storeName}</dd>
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
  );
}
