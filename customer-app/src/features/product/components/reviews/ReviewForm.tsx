import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, Textarea, useTranslation } from 'shared-ui';
import { productMessages } from '../../messages';
import { REVIEW_TEXT_MAX } from '../../reviewDate';
import { StarRatingInput } from './StarRatingInput';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 40rem;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ReviewFormProps {
  initial?: { rating: number; text: string };
  busy: boolean;
  submitLabel: string;
  onSubmit(review: { rating: number; text: string }): void;
  onCancel?(): void;
}

/** A rating of 1 to 5 stars and a text of 1 to 2000 characters (after trimming). */
export function ReviewForm({ initial, busy, submitLabel, onSubmit, onCancel }: ReviewFormProps) {
  const { t } = useTranslation(productMessages);
  const id = useId();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [text, setText] = useState(initial?.text ?? '');
  const [tried, setTried] = useState(false);
  const ratingError = tried && rating === 0 ? t('reviews.form.ratingRequired') : undefined;
  const textError = tried && !text.trim() ? t('reviews.form.textRequired') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (rating === 0 || text.trim() === '' || busy) return;
    onSubmit({ rating, text: text.trim() });
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={t('reviews.form.label')}>
      <StarRatingInput name={`${id}-rating`} value={rating} onChange={setRating} error={ratingError} />
      <FormField
        label={t('reviews.form.text')}
        htmlFor={`${id}-text`}
        hint={t('reviews.form.textCount', { count: text.length, max: REVIEW_TEXT_MAX })}
        error={textError}
        required
      >
        <Textarea id={`${id}-text`} rows={4} maxLength={REVIEW_TEXT_MAX} value={text} onChange={(event) => setText(event.target.value)} />
      </FormField>
      <Buttons>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('reviews.form.cancel')}
          </Button>
        )}
      </Buttons>
    </Form>
  );
}
