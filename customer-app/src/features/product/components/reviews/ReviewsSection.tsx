import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { useGetProductReviewsInfiniteQuery, useSession, type Product, type Review, type ReviewSort } from 'shared-api';
import { LoadMore, MutedText, Select, TextLink, Trans, useTranslation } from 'shared-ui';
import { productMessages } from '../../messages';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewItem';

// The customer's part (the form, editing, deleting, and shared-api/reviews) downloads only for a signed-in customer.
const CustomerReview = lazy(() => import('./CustomerReview'));

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-block-start: ${({ theme }) => theme.space[10]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 20rem;
  /* "Sort by" stays on one line beside its select; the select takes the room that is left. */
  label {
    flex: none;
    white-space: nowrap;
  }
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SORTS: ReviewSort[] = ['newest', 'highest', 'lowest'];

/** Whether `review` is the signed-in customer's (names are unique regardless of case). */
const isOwn = (review: Review, username: string | undefined) => !!username && review.username.toLowerCase() === username.toLowerCase();

/**
 * The product's reviews: the average and the 5-to-1 histogram, the signed-in customer's form (or
 * why they cannot review; a guest is asked to sign in), and the reviews in the chosen order, page by page.
 */
export function ReviewsSection({ product }: { product: Product }) {
  const { t } = useTranslation(productMessages);
  const sortId = useId();
  const { customer, isCustomer, isAuthenticated } = useSession();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const reviews = useGetProductReviewsInfiniteQuery({ productId: product.product_id, sort });
  const pages = reviews.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((page) => page.items);
  const own = items.find((review) => isOwn(review, customer?.username));
  const others = items.filter((review) => review !== own);

  return (
    <Section aria-labelledby="product-reviews">
      <Title id="product-reviews">{t('reviews.title')}</Title>
      {first && first.count > 0 && <RatingSummary average={first.average} count={first.count} histogram={first.histogram} />}
      {isCustomer ? (
        <Suspense fallback={null}>
          <CustomerReview product={product} own={own} />
        </Suspense>
      ) : (
        // Only a guest is asked to sign in: a store or the operator is signed in already, and reviews
        // are written by customers.
        !isAuthenticated && (
          <MutedText>
            <Trans t={t} i18nKey="reviews.signInToReview" components={{ login: <TextLink to="/login" /> }} />
          </MutedText>
        )
      )}
      {reviews.isError && !first && <MutedText role="alert">{t('reviews.loadFailed')}</MutedText>}
      {first && first.count === 0 && <MutedText>{t('reviews.none')}</MutedText>}
      {first && first.count > 0 && (
        <>
          <Toolbar>
            <label htmlFor={sortId}>{t('reviews.sortLabel')}</label>
            <Select
              id={sortId}
              value={sort}
              onChange={(event) => setSort(event.target.value as ReviewSort)}
              options={SORTS.map((value) => ({ value, label: t(`reviews.sort.${value}`) }))}
            />
          </Toolbar>
          <List aria-label={t('reviews.listLabel')}>
            {others.map((review) => (
              <ReviewItem key={review.review_id} review={review} />
            ))}
          </List>
          <LoadMore list={reviews} label={t('reviews.loadMore')} failedText={t('reviews.loadMoreFailed')} />
        </>
      )}
    </Section>
  );
}
