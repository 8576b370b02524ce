import { errorStatus, useGetProductQuery } from 'shared-api';
import { LoadFailed, LoadingText, MutedText, TextLink, useTranslation } from 'shared-ui';
import { ModerationAction } from '../../../lib/ModerationAction';
import { Actions, ItemCard } from '../../../lib/layout';
import { useProductModeration } from '../hooks/useProductModeration';
import { productsMessages } from '../messages';
import { ProductFacts } from './ProductFacts';

/**
 * The product an id names, as shoppers see it (GET /api/product/{id}): listed, with Take down; or
 * not listed (taken down, its store suspended, or no such product: the public answer is 404 for
 * all three), with Restore, which the API refuses with a reason when there is nothing to restore.
 */
export function ProductLookup({ productId }: { productId: number }) {
  const { t } = useTranslation(productsMessages);
  const { data, error, isFetching, refetch } = useGetProductQuery(productId);
  const hidden = errorStatus(error) === 404;
  // After a take-down the refetch answers 404: the product the last answer showed is no longer listed.
  const product = hidden ? undefined : data;
  const action = hidden ? 'restore' : 'takeDown';
  const moderation = useProductModeration(action, productId);

  let body;
  if (isFetching && !product && !error) body = <LoadingText>{t('lookup.loading')}</LoadingText>;
  else if (error && !hidden) body = <LoadFailed message={t('lookup.loadFailed')} onRetry={refetch} />;
  else if (product) body = <ProductFacts product={product} heading="id" />;
  else body = <MutedText>{t('lookup.notListed')}</MutedText>;

  return (
    <ItemCard aria-labelledby="product-lookup-title" aria-busy={isFetching}>
      <h3 id="product-lookup-title">{t('lookup.title', { id: productId })}</h3>
      {body}
      {(product || hidden) && (
        <Actions>
          {product && <TextLink to={`/product/${productId}`}>{t('lookup.viewPublic')}</TextLink>}
          <ModerationAction {...moderation} title={t(`${action}.title`, { id: productId })} />
        </Actions>
      )}
    </ItemCard>
  );
}
