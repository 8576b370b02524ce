import { useState } from 'react';
import { errorStatus, useGetProductQuery } from 'shared-api';
import { Button, formatPrice, LoadFailed, LoadingText, MutedText, TextLink, useTranslation } from 'shared-ui';
import { ReasonDialog } from '../../../lib/ReasonDialog';
import { Actions, Facts, ItemCard } from '../../../lib/layout';
import { useModerationAction } from '../hooks/useModerationAction';
import { productsMessages } from '../messages';

/**
 * The product an id names, as shoppers see it (GET /api/product/{id}): listed, with Take down; or
 * not listed (taken down, its store suspended, or no such product: the public answer is 404 for
 * all three), with Restore, which the API refuses with a reason when there is nothing to restore.
 */
export function ProductLookup({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation(productsMessages);
  const { data, error, isFetching, refetch } = useGetProductQuery(productId);
  const { act, isActing } = useModerationAction();
  const [open, setOpen] = useState(false);
  const hidden = errorStatus(error) === 404;
  // After a take-down the refetch answers 404: the product the last answer showed is no longer listed.
  const product = hidden ? undefined : data;
  const action = hidden ? 'restore' : 'takeDown';

  let body;
  if (isFetching && !product && !error) body = <LoadingText>{t('lookup.loading')}</LoadingText>;
  else if (error && !hidden) body = <LoadFailed message={t('lookup.loadFailed')} onRetry={refetch} />;
  else if (product) {
    body = (
      <Facts>
        <dt>{t('lookup.name')}</dt>
        <dd>
          <bdi>{product.name}</bdi>
        </dd>
        <dt>{t('lookup.store')}</dt>
        <dd>
          <bdi>{product.store_name}</bdi>
        </dd>
        <dt>{t('lookup.price')}</dt>
        <dd>{formatPrice(product.price, i18n.language)}</dd>
      </Facts>
    );
  } else body = <MutedText>{t('lookup.notListed')}</MutedText>;

  return (
    <ItemCard aria-labelledby="product-lookup-title" aria-busy={isFetching}>
      <h3 id="product-lookup-title">{t('lookup.title', { id: productId })}</h3>
      {body}
      {(product || hidden) && (
        <Actions>
          {product && <TextLink to={`/product/${productId}`}>{t('lookup.viewPublic')}</TextLink>}
          <Button variant={hidden ? 'outline' : 'destructive'} size="sm" onClick={() => setOpen(true)}>
            {t(`${action}.button`)}
          </Button>
        </Actions>
      )}
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={t(`${action}.title`, { id: productId })}
        description={t(`${action}.description`)}
        confirmLabel={t(`${action}.button`)}
        confirmVariant={hidden ? 'default' : 'destructive'}
        busy={isActing}
        onConfirm={(reason) => act(action, productId, reason)}
      />
    </ItemCard>
  );
}
