/**
 * Shop (/shop): the filters are evaluated by GET /api/products (docs/departures.md, 1), best match or
 * newest first, one page at a time; the next page loads as the user scrolls towards the end of the grid.
 *
 * A misspelt search answers the closest matches with `corrected`: the page says "Showing results
 * for …" and offers the text as typed (`exact=1`, whose exact result is empty: the API corrects only
 * when nothing matched), without counts (shopFilters.ts: facetSearchFor). The counts (GET
 * /api/products/facets) come with the page's prefetch (routes.tsx), so the server's HTML has them;
 * in the browser they follow each change of the filters, in a line whose space is kept, so they
 * arrive without moving anything.
 */
import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { errorCode, skipToken, useGetProductFacetsQuery, useSearchProductsInfiniteQuery } from 'shared-api';
import { useCountryNames } from 'shared-api/country-names';
import { useDocumentTitle } from 'shared-api/remote-routes';
import { Button, errorText, LoadingText, Page, PageTitle, TextLink, Trans, VisuallyHidden, usePlainTranslation, useTranslation } from 'shared-ui';
import { PageProductGrid } from '../../../components/PageProductGrid';
import { shopMessages } from '../messages';
import { facetSearchFor, toProductSearch } from '../shopFilters';
import { shopLookingFor, shopTitle } from '../shopTitle';
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

/** The count or the correction above the grid: one line's space is kept while the count is on its way. */
const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-block-size: calc(${({ theme }) => theme.lineHeights.normal} * 1em);
  margin-block-end: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-style: italic;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  min-height: ${({ theme }) => theme.sizes.controlLg};
  margin-block-start: ${({ theme }) => theme.space[6]};
`;

/**
 * The API's facet cap. `capped` alone does not make the total a lower bound: it is also true when
 * only the country or price counts ran past the cap (each ignores its own filter), while the total
 * of, say, one country's few products is exact (api-server/src/repositories/product-facets.ts).
 */
const FACET_CAP = 10_000;

export default function ShopPage() {
  const { t } = useTranslation(shopMessages);
  const { draft, applied, exact, searchFor, setField, setFieldNow, clear, dropPendingTyping } = useShopFilters();
  const search = useMemo(() => toProductSearch(applied), [applied]);
  const { data, error, isLoading, isError, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useSearchProductsInfiniteQuery(search);
  const corrected = data?.pages[0]?.corrected;
  const showCorrected = corrected !== undefined && !exact;
  const facetSearch = useMemo(() => facetSearchFor(search, corrected, exact), [search, corrected, exact]);
  const { data: facets } = useGetProductFacetsQuery(facetSearch ?? skipToken);
  const titleT = usePlainTranslation(shopMessages);
  const countryNames = useCountryNames();
  useDocumentTitle(shopTitle(titleT, shopLookingFor(applied, countryNames)));

  // The spec only logs a failed catalogue load; the page also offers a retry.
  useEffect(() => {
    if (error) console.error('Failed to load products', error);
  }, [error]);

  const products = useMemo(() => (corrected !== undefined && exact ? [] : (data?.pages.flatMap((page) => page.items) ?? [])), [data, corrected, exact]);
  const pageCount = data?.pages.length ?? 0;
  const canLoadMore = Boolean(hasNextPage) && !isFetching && !isError;
  const sentinelRef = useLoadMoreOnScroll(() => {
    if (canLoadMore) void fetchNextPage();
  }, canLoadMore, pageCount);

  return (
    <Page>
      <Layout>
        <PageTitle>{t('page.title')}</PageTitle>
        <ShopFiltersForm filters={draft} onChange={setField} onChangeNow={setFieldNow} onClear={clear} onLeave={dropPendingTyping} facets={facets} />
        <section aria-labelledby="shop-results" aria-busy={isFetching}>
          <VisuallyHidden as="h2" id="shop-results">
            {t('page.results')}
          </VisuallyHidden>
          <Summary role="status">
            {showCorrected ? (
              <>
                <p>
                  <Trans t={t} i18nKey="page.corrected" values={{ corrected }} components={{ term: <strong /> }} />
                </p>
                <p>
                  <Trans t={t} i18nKey="page.searchInstead" values={{ original: search.q }} components={{ original: <TextLink to={searchFor(applied.q, true)} /> }} />
                </p>
              </>
            ) : corrected !== undefined ? (
              <p>
                <Trans t={t} i18nKey="page.didYouMean" values={{ corrected }} components={{ corrected: <TextLink to={searchFor(corrected)} /> }} />
              </p>
            ) : facets && products.length > 0 ? (
              <p>{t(facets.capped && facets.total >= FACET_CAP ? 'page.countAtLeast' : 'page.count', { count: facets.total })}</p>
            ) : null}
          </Summary>
          {isLoading ? (
            <LoadingText>{t('page.loading')}</LoadingText>
          ) : isError && products.length === 0 ? (
            <Message role="alert">
              {/* A search that took too long says so (and that narrowing it helps); any other failure reads the same. */}
              {errorCode(error) === 'search_timeout' ? errorText(error, t('page.failed')) : t('page.failed')}{' '}
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
