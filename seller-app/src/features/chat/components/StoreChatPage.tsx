import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { useGetConversationQuery, useSendMessageMutation, useSession } from 'shared-api';
import { Button, Input, LoadingText, Page, PageTitle, TextLink, VisuallyHidden, toast } from 'shared-ui';
import styled from 'styled-components';
import { useAutoScroll } from '../hooks/useAutoScroll';
import { MessageList } from './MessageList';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 48rem;
  margin: 0 auto;
`;

const Composer = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};

  & > input {
    flex: 1;
    min-width: 0;
  }
`;

const Back = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Longest chat message the API accepts (after trimming). */
const MAX_MESSAGE_LENGTH = 2000;

/** /store/chat/:username: the store's conversation with one customer, live. */
export default function StoreChatPage() {
  const { username = '' } = useParams();
  const { store } = useSession();
  const storeName = store?.store_name ?? '';
  const key = { store_name: storeName, username };
  const { data, isLoading, isError, error } = useGetConversationQuery(key, { skip: !storeName || !username });
  const [sendMessage, { isLoading: isSending }] = useSendMessageMutation();
  const [draft, setDraft] = useState('');

  // Spec: a chat that fails to load is only logged and shows an empty list.
  useEffect(() => {
    if (isError) console.error('Failed to load chat', error);
  }, [isError, error]);

  const messages = isError ? [] : (data ?? []);
  const scrollRef = useAutoScroll<HTMLDivElement>(messages.length);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || isSending) return;
    try {
      await sendMessage({ ...key, msg: text }).unwrap();
      setDraft('');
    } catch {
      // The draft stays so it can be sent again.
      toast({ title: 'Error', description: 'Failed to send message', variant: 'destructive' });
    }
  };

  return (
    <Page>
      <Column>
        <Back>
          <TextLink to="/store/inbox">← Back to inbox</TextLink>
        </Back>
        <PageTitle>Chat with {username}</PageTitle>
        {isLoading || (!data && !isError) ? (
          <LoadingText>Loading chat...</LoadingText>
        ) : (
          <MessageList messages={messages} ownName={storeName} scrollRef={scrollRef} label={`Messages with ${username}`} />
        )}
        <Composer onSubmit={onSubmit} aria-label="Send a message">
          <VisuallyHidden as="label" htmlFor="chat-message">
            Message
          </VisuallyHidden>
          <Input
            id="chat-message"
            placeholder="Type your message..."
            autoComplete="off"
            maxLength={MAX_MESSAGE_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" busy={isSending} disabled={!draft.trim() || isSending}>
            Send
          </Button>
        </Composer>
      </Column>
    </Page>
  );
}
