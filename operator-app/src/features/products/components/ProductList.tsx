import { useGetOperatorProductsInfiniteQuery, type OperatorProductsQuery } from 'shared-api/operator';
import { LoadFailed, LoadingText, LoadMore, MutedText, Stack, useTranslation } from 'shared-ui';
import { CardList } from '../../../lib/layout';
import { productsMessages } from '../messages';
import { OperatorProductCard } from './OperatorProductCard';

/** The products the filters select, newest first, a page at a time. */
export function ProductList({ query, labelledBy }: { query: OperatorProductsQuery; labelledBy: string }) {
  const { t } = useTranslation(productsMessages);
  const pages = useGetOperatorProductsInfiniteQuery(query);
  const { data, isLoading, isError, isFetching, isFetchingNextPage, refetch } = pages;
  const products = data?.pages.flatMap((page) => page.items) ?? [];
  if (isLoading) return <LoadingText>{t('list.loading')}</LoadingText>;
  if (isError && products.length === 0) return <LoadFailed message={t('list.loadFailed')} onRetry={refetch} />;
  if (products.length === 0) return <MutedText>{t('list.empty')}</MutedText>;
  return (
    <Stack $gap={4}>
      <CardList aria-labelledby={labelledBy} aria-busy={isFetching && !isFetchingNextPage}>
        {products.map((product) => (
          <li key={product.product_id}>
            <OperatorProductCard product={product} />
          </li>
        ))}
      </CardList>
      <LoadMore list={pages} label={t('list.loadMore')} failedText={t('list.loadMoreFailed')} />
    </Stack>
  );
}
