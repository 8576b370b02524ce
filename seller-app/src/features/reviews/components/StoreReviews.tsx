import styled from 'styled-components';
import { useSession } from 'shared-api';
import { useGetStoreReviewsInfiniteQuery } from 'shared-api/reviews';
import { EmptyState, LoadFailed, LoadingText, LoadMore, RatingStars, Stack, useTranslation } from 'shared-ui';
import { reviewsMessages } from '../messages';
import { StoreReviewCard } from './StoreReviewCard';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The dashboard's Reviews tab: the reviews of all the store's products, newest first, page by page, each with the store's reply. */
export function StoreReviews() {
  const { t } = useTranslation(reviewsMessages);
  const { store } = useSession();
  const storeName = store?.store_name ?? '';
  const pages = useGetStoreReviewsInfiniteQuery(storeName, { skip: !storeName });
  const { data, isLoading, isError, refetch } = pages;
  const first = data?.pages[0];
  const reviews = data?.pages.flatMap((page) => page.items) ?? [];

  if (isLoading) return <LoadingText>{t('loading')}</LoadingText>;
  if (isError && !first) return <LoadFailed message={t('loadFailed')} onRetry={refetch} />;
  if (!first || first.count === 0) return <EmptyState title={t('empty.title')} description={t('empty.description')} />;

  return (
    <Stack>
      {first.average !== null && <RatingStars value={first.average} count={first.count} size={18} />}
      <List aria-label={t('listLabel')}>
        {reviews.map((review) => (
          <StoreReviewCard key={review.review_id} review={review} />
        ))}
      </List>
      <LoadMore list={pages} label={t('loadMore')} failedText={t('loadMoreFailed')} />
    </Stack>
  );
}
