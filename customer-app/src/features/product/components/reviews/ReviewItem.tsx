import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Review } from 'shared-api';
import { RatingStars, useTranslation } from 'shared-ui';
import { ReportAction } from '../../../../components/report/ReportAction';
import { productMessages } from '../../messages';
import { reviewDate } from '../../reviewDate';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[4]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Author = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Reply = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-inline-start: ${({ theme }) => theme.space[4]};
  padding-inline-start: ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ReviewItemProps {
  review: Review;
  /** The author's own actions (edit, delete) instead of Report. */
  ownActions?: ReactNode;
}

/** One review: its stars, author, date, text, the store's reply, and Report (or the author's own actions). */
export function ReviewItem({ review, ownActions }: ReviewItemProps) {
  const { t, i18n } = useTranslation(productMessages);
  const edited = review.updated_at !== review.created_at;
  return (
    <Item>
      <Header>
        <RatingStars value={review.rating} />
        <Author>
          <bdi>{review.username}</bdi>
        </Author>
        <Muted>
          <time dateTime={review.created_at}>{reviewDate(review.created_at, i18n.language)}</time>
          {edited && t('reviews.edited')}
        </Muted>
      </Header>
      <Text>
        <bdi>{review.text}</bdi>
      </Text>
      {review.reply && (
        <Reply>
          <Muted>{t('reviews.replyFrom', { storeName: review.store_name })}</Muted>
          <Text>
            <bdi>{review.reply.text}</bdi>
          </Text>
        </Reply>
      )}
      <Footer>{ownActions ?? <ReportAction target="review" targetId={review.review_id} label={t('reviews.reportReview', { username: review.username })} />}</Footer>
    </Item>
  );
}
