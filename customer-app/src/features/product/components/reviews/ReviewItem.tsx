import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Review } from 'shared-api';
import { ReviewByline, ReviewReply, ReviewText, useTranslation } from 'shared-ui';
import { ReportAction } from '../../../../components/report/ReportAction';
import { productMessages } from '../../messages';
import { reviewDate } from '../../reviewDate';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[4]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
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
      <ReviewByline
        rating={review.rating}
        author={review.username}
        createdAt={review.created_at}
        dateText={reviewDate(review.created_at, i18n.language)}
        note={edited && t('reviews.edited')}
        emphasizeAuthor
      />
      <ReviewText text={review.text} />
      {review.reply && <ReviewReply label={t('reviews.replyFrom', { storeName: review.store_name })} text={review.reply.text} indented />}
      <Footer>{ownActions ?? <ReportAction target="review" targetId={review.review_id} label={t('reviews.reportReview', { username: review.username })} />}</Footer>
    </Item>
  );
}
