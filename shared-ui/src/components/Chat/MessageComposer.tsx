import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, VisuallyHidden, useTranslation } from 'shared-ui';
import { chatUiMessages } from './messages';

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};

  & > input {
    flex: 1;
    min-width: 0;
  }
`;

export interface MessageComposerProps {
  /** Sends the trimmed text; resolves true once it is stored (the box is then cleared), false to keep it for another try. */
  onSend: (text: string) => Promise<boolean>;
  /** A send is under way: the button shows it and no second send starts. */
  busy?: boolean;
  /** The longest message the server accepts. */
  maxLength?: number;
}

/** The chat's send box: blank or whitespace-only messages are never sent. */
export function MessageComposer({ onSend, busy = false, maxLength }: MessageComposerProps) {
  const { t } = useTranslation(chatUiMessages);
  const [draft, setDraft] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || busy) return;
    if (await onSend(text)) setDraft('');
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={t('messageComposer.formLabel')}>
      <VisuallyHidden as="label" htmlFor="chat-message">
        {t('messageComposer.messageLabel')}
      </VisuallyHidden>
      <Input
        id="chat-message"
        placeholder={t('messageComposer.placeholder')}
        autoComplete="off"
        maxLength={maxLength}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" busy={busy} disabled={!draft.trim()}>
        {t('messageComposer.send')}
      </Button>
    </Form>
  );
}
