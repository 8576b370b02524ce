import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FormField, Textarea, useTranslation } from 'shared-ui';
import { reviewsMessages } from '../messages';

/** The longest reply the API takes (a review's own limit). */
export const REPLY_TEXT_MAX = 2000;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ReplyFormProps {
  /** Whose review is answered: names the form for assistive technology. */
  username: string;
  initial?: string;
  busy: boolean;
  onSubmit(text: string): void;
  onCancel(): void;
}

/** The store's one reply to a review (a new one, or the current one to edit). */
export function ReplyForm({ username, initial = '', busy, onSubmit, onCancel }: ReplyFormProps) {
  const { t } = useTranslation(reviewsMessages);
  const id = useId();
  const [text, setText] = useState(initial);
  const [tried, setTried] = useState(false);
  const empty = text.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (empty || busy) return;
    onSubmit(text.trim());
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={t('reply.formLabel', { username })}>
      <FormField label={t('reply.label')} htmlFor={`${id}-reply`} error={tried && empty ? t('reply.required') : undefined} required>
        <Textarea id={`${id}-reply`} rows={3} maxLength={REPLY_TEXT_MAX} value={text} onChange={(event) => setText(event.target.value)} />
      </FormField>
      <Buttons>
        <Button type="submit" size="sm" busy={busy}>
          {t('reply.send')}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={busy}>
          {t('reply.cancel')}
        </Button>
      </Buttons>
    </Form>
  );
}
