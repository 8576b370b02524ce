/** Public store page (/store/:storeName): the store, its followers, Follow / Contact, its products. */
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { pictureSources, skipToken, useGetStoreProductsQuery, useGetStoreQuery } from 'shared-api';
import { useDocumentTitle } from 'shared-api/remote-routes';
import { Button, EmptyState, ImageWithFallback, LinkButton, LoadingText, Page, RatingStars, surfacePanel, toast, type Translate, usePlainTranslation, useTranslation } from 'shared-ui';
import { ReportAction } from '../../../components/report/ReportAction';
import { PageProductGrid } from '../../../components/PageProductGrid';
import { UnavailablePage } from '../../../components/UnavailablePage';
import { useFollow } from '../hooks/useFollow';
import { storePageMessages } from '../messages';
import { isStoreMissing, storeTitle } from '../storeTitle';

const Profile = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
  margin-block-end: ${({ theme }) => theme.space[10]};
  ${surfacePanel}

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 12rem minmax(0, 1fr);
    align-items: center;
  }
`;

const Avatar = styled.div`
  width: 8rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  border: 1px solid ${({ theme }) => theme.colors.border};
  justify-self: center;

  ${({ theme }) => theme.media.md} {
    width: 12rem;
  }
`;

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  text-align: center;

  ${({ theme }) => theme.media.md} {
    text-align: start;
  }

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Bio = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    justify-content: flex-start;
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

function followersText(count: number | undefined, t: Translate): string {
  if (count === undefined) return t('page.followersUnknown');
  return t('page.followers', { count });
}

export default function StorePage() {
  const { t } = useTranslation(storePageMessages);
  const storeName = useParams().storeName ?? '';
  const { data: store, error, isLoading, refetch } = useGetStoreQuery(storeName || skipToken);
  const { data: products, isLoading: productsLoading } = useGetStoreProductsQuery(store ? store.store_id : skipToken);
  const { followersCount, following, follow, isFollowing } = useFollow(store);

  const notFound = isStoreMissing(storeName, error);
  const failed = Boolean(error) && !notFound;
  const titleT = usePlainTranslation(storePageMessages);
  useDocumentTitle(isLoading ? undefined : storeTitle(titleT, store, notFound));

  useEffect(() => {
    if (failed) toast({ title: t('page.errorTitle'), description: t('page.loadFailed'), variant: 'destructive' });
  }, [failed, t]);

  if (isLoading) {
    return (
      <Page>
        <LoadingText>{t('page.loading')}</LoadingText>
      </Page>
    );
  }

  if (notFound || failed || !store) {
    return (
      <UnavailablePage failed={failed} failedTitle={t('page.loadFailed')} notFoundTitle={t('page.notFound')} onRetry={() => refetch()} />
    );
  }

  return (
    <Page>
      <Profile aria-labelledby="store-name">
        <Avatar>
          <ImageWithFallback {...pictureSources(store.img)} sizes="(min-width: 768px) 192px, 128px" alt={store.store_name} width={192} height={192} loading="eager" />
        </Avatar>
        <Info>
          <h1 id="store-name">
            <bdi>{store.store_name}</bdi>
          </h1>
          <Muted>
            <bdi>{store.full_location}</bdi>
          </Muted>
          {store.rating_average != null && (store.rating_count ?? 0) > 0 ? (
            <RatingStars value={store.rating_average} count={store.rating_count} size={16} />
          ) : (
            <Muted>{t('page.noRatings')}</Muted>
          )}
          <Bio>
            <bdi>{store.bio}</bdi>
          </Bio>
          <Muted aria-live="polite">{followersText(followersCount, t)}</Muted>
          <Actions>
            {following ? (
              <Button disabled>{t('page.following')}</Button>
            ) : (
              <Button onClick={() => void follow()} busy={isFollowing}>
                {t('page.follow')}
              </Button>
            )}
            <LinkButton to={`/chat/${encodeURIComponent(store.store_name)}`} variant="outline">
              {t('page.contact')}
            </LinkButton>
            <ReportAction target="store" targetId={store.store_id} />
          </Actions>
        </Info>
      </Profile>

      <section aria-labelledby="store-products">
        <SectionTitle id="store-products">{t('page.products')}</SectionTitle>
        {productsLoading ? (
          <LoadingText>{t('page.loadingProducts')}</LoadingText>
        ) : !products?.length ? (
          <EmptyState title={t('page.noProducts')} />
        ) : (
          // The first row shows under the store's profile, on phones too: it may hold the LCP.
          <PageProductGrid products={products} />
        )}
      </section>
    </Page>
  );
}
