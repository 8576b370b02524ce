import { useState } from 'react';
import styled from 'styled-components';
import type { Review } from 'shared-api';
import { useReplyToReviewMutation } from 'shared-api/reviews';
import { Button, errorText, ReviewByline, ReviewReply, ReviewRow, ReviewText, TextLink, toast, useTranslation } from 'shared-ui';
import { reviewsMessages } from '../messages';
import { ReplyForm } from './ReplyForm';

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
`;

const dateOf = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** One review of the store's products: product, stars, author, date, text, and the store's reply (write or edit it). */
export function StoreReviewCard({ review }: { review: Review }) {
  const { t, i18n } = useTranslation(reviewsMessages);
  const [replying, setReplying] = useState(false);
  const [reply, { isLoading }] = useReplyToReviewMutation();

  const send = (text: string) =>
    reply({ review_id: review.review_id, text })
      .unwrap()
      .then(() => {
        setReplying(false);
        toast({ title: t('reply.sent') });
      })
      .catch((error: unknown) => toast({ title: t('reply.failedTitle'), description: errorText(error, t('reply.failed')), variant: 'destructive' }));

  return (
    <Card aria-label={t('card.label', { username: review.username, product: review.product_name })}>
      <ReviewRow>
        <TextLink to={`/product/${review.product_id}`}>
          <bdi>{review.product_name}</bdi>
        </TextLink>
      </ReviewRow>
      <ReviewByline rating={review.rating} author={review.username} createdAt={review.created_at} dateText={dateOf(review.created_at, i18n.language)} />
      <ReviewText text={review.text} />
      {replying ? (
        <ReplyForm username={review.username} initial={review.reply?.text} busy={isLoading} onSubmit={(text) => void send(text)} onCancel={() => setReplying(false)} />
      ) : review.reply ? (
        <ReviewReply label={t('reply.yours')} text={review.reply.text}>
          <div>
            <Button variant="outline" size="sm" onClick={() => setReplying(true)}>
              {t('reply.edit')}
            </Button>
          </div>
        </ReviewReply>
      ) : (
        <div>
          <Button variant="outline" size="sm" onClick={() => setReplying(true)}>
            {t('reply.write')}
          </Button>
        </div>
      )}
    </Card>
  );
}
