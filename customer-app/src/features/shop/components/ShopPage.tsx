/**
 * Shop (/shop): the filters are evaluated by GET /api/products (docs/departures.md, 1), newest first, one
 * page at a time; the next page loads as the user scrolls towards the end of the grid.
 */
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { useSearchProductsInfiniteQuery } from 'shared-api';
import { Button, LoadingText, Page, PageTitle, VisuallyHidden, useTranslation } from 'shared-ui';
import { PageProductGrid } from '../../../components/PageProductGrid';
import { shopMessages } from '../messages';
import { toProductSearch } from '../shopFilters';
import { useLoadMoreOnScroll } from '../hooks/useLoadMoreOnScroll';
import { useShopFilters } from '../hooks/useShopFilters';
import { ShopFiltersForm } from './ShopFiltersForm';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  /* The grid's gap spaces the title already. */
  h1 {
    margin-block-end: 0;
  }
`;

const Message = styled.p`
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  min-height: ${({ theme }) => theme.sizes.controlLg};
  margin-block-start: ${({ theme }) => theme.space[6]};
`;

export default function ShopPage() {
  const { t } = useTranslation(shopMessages);
  const { draft, applied, setField, setFieldNow, clear } = useShopFilters();
  const search = useMemo(() => toProductSearch(applied), [applied]);
  const { data, error, isLoading, isError, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useSearchProductsInfiniteQuery(search);

  // The spec only logs a failed catalogue load; the page also offers a retry.
  useEffect(() => {
    if (error) console.error('Failed to load products', error);
  }, [error]);

  const products = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const pageCount = data?.pages.length ?? 0;
  const canLoadMore = Boolean(hasNextPage) && !isFetching && !isError;
  const sentinelRef = useLoadMoreOnScroll(() => {
    if (canLoadMore) void fetchNextPage();
  }, canLoadMore, pageCount);

  return (
    <Page>
      <Layout>
        <PageTitle>{t('page.title')}</PageTitle>
        <ShopFiltersForm filters={draft} onChange={setField} onChangeNow={setFieldNow} onClear={clear} />
        <section aria-labelledby="shop-results" aria-busy={isFetching}>
          <VisuallyHidden as="h2" id="shop-results">
            {t('page.results')}
          </VisuallyHidden>
          {isLoading ? (
            <LoadingText>{t('page.loading')}</LoadingText>
          ) : isError && products.length === 0 ? (
            <Message role="alert">
              {t('page.failed')}{' '}
              <Button variant="outline" size="sm" onClick={() => refetch()}>
                {t('page.retry')}
              </Button>
            </Message>
          ) : products.length === 0 ? (
            <Message>{t('page.empty')}</Message>
          ) : (
            <>
              <PageProductGrid products={products} />
              <More ref={sentinelRef}>
                {isFetchingNextPage ? (
                  <LoadingText>{t('page.loadingMore')}</LoadingText>
                ) : hasNextPage ? (
                  // For keyboards and when scrolling cannot trigger it.
                  <Button variant="outline" onClick={() => void fetchNextPage()} disabled={!canLoadMore}>
                    {t('page.loadMore')}
                  </Button>
                ) : null}
              </More>
            </>
          )}
        </section>
      </Layout>
    </Page>
  );
}
