import { useState } from 'react';
import styled from 'styled-components';
import type { Review } from 'shared-api';
import { useReplyToReviewMutation } from 'shared-api/reviews';
import { Button, errorText, RatingStars, TextLink, toast, useTranslation } from 'shared-ui';
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

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
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
  padding-inline-start: ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
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
      <Header>
        <TextLink to={`/product/${review.product_id}`}>
          <bdi>{review.product_name}</bdi>
        </TextLink>
      </Header>
      <Header>
        <RatingStars value={review.rating} />
        <bdi>{review.username}</bdi>
        <Muted>
          <time dateTime={review.created_at}>{dateOf(review.created_at, i18n.language)}</time>
        </Muted>
      </Header>
      <Text>
        <bdi>{review.text}</bdi>
      </Text>
      {replying ? (
        <ReplyForm username={review.username} initial={review.reply?.text} busy={isLoading} onSubmit={(text) => void send(text)} onCancel={() => setReplying(false)} />
      ) : review.reply ? (
        <Reply>
          <Muted>{t('reply.yours')}</Muted>
          <Text>
            <bdi>{review.reply.text}</bdi>
          </Text>
          <div>
            <Button variant="outline" size="sm" onClick={() => setReplying(true)}>
              {t('reply.edit')}
            </Button>
          </div>
        </Reply>
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
