/** Chat (/chat/:storeName): the conversation with a store, live (departures 5). */
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, skipToken, useGetConversationQuery, useSendMessageMutation, useSession } from 'shared-api';
import { Button, EmptyState, Input, LoadingText, Page, PageTitle, TextLink, toast } from 'shared-ui';
import { MessageList } from './MessageList';

/** The API's limit for one message (after trimming). */
const MAX_MESSAGE_LENGTH = 2000;

const Composer = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  h1 {
    margin-bottom: 0;
    overflow-wrap: anywhere;
  }
`;

export default function ChatPage() {
  const storeName = useParams().storeName ?? '';
  const { user } = useSession();
  const username = user?.username ?? '';
  const key = storeName && username ? { store_name: storeName, username } : skipToken;
  const { data: messages, error, isLoading } = useGetConversationQuery(key);
  const [sendMessage, { isLoading: isSending }] = useSendMessageMutation();
  const [draft, setDraft] = useState('');

  // The spec only logs a failed chat load and shows an empty list.
  useEffect(() => {
    if (error) console.error('Failed to load chat', error);
  }, [error]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || !username || isSending) return; // blank messages are not sent
    try {
      await sendMessage({ store_name: storeName, username, msg: text }).unwrap();
      setDraft('');
    } catch (sendError) {
      // The text stays in the box for another try.
      toast({ title: 'Failed to send message', description: errorMessage(sendError, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Page>
      <Header>
        <PageTitle>Chat with {storeName}</PageTitle>
        <TextLink to={`/store/${encodeURIComponent(storeName)}`}>Visit store</TextLink>
      </Header>
      {isLoading ? (
        <LoadingText>Loading chat...</LoadingText>
      ) : !messages?.length ? (
        <EmptyState title="No messages found" description="Send the first message to start the conversation." />
      ) : (
        <MessageList messages={messages} ownName={username} />
      )}
      <Composer onSubmit={(event) => void send(event)} aria-label="Send a message">
        <Input
          id="chat-message"
          aria-label="Message"
          placeholder="Type your message..."
          autoComplete="off"
          value={draft}
          maxLength={MAX_MESSAGE_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" disabled={!draft.trim()} busy={isSending}>
          Send
        </Button>
      </Composer>
    </Page>
  );
}
