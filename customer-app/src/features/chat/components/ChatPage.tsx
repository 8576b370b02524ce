/** Chat (/chat/:storeName): the conversation with a store, live (docs/departures.md, 5). */
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, useSession } from 'shared-api';
import { FIELD_LIMITS } from 'shared-api/field-limits';
import { useConversation } from 'shared-api/chat';
import { EmptyState, LoadingText, Page, PageTitle, Row, Stack, TextLink, toast } from 'shared-ui';
import { MessageComposer, MessageList } from 'shared-ui/chat';

const Header = styled(Row).attrs({ $justify: 'space-between' as const, $align: 'baseline' as const })`
  h1 {
    margin-bottom: 0;
    overflow-wrap: anywhere;
  }
`;

export default function ChatPage() {
  const storeName = useParams().storeName ?? '';
  const { customer } = useSession();
  const username = customer?.username ?? '';
  const chat = useConversation(storeName && username ? { store_name: storeName, username } : undefined);

  const send = async (text: string) => {
    try {
      await chat.send(text);
      return true;
    } catch (sendError) {
      // The text stays in the box for another try.
      toast({ title: 'Failed to send message', description: errorMessage(sendError, 'Please try again.'), variant: 'destructive' });
      return false;
    }
  };

  return (
    <Page>
      <Stack>
        <Header>
          <PageTitle>Chat with {storeName}</PageTitle>
          <TextLink to={`/store/${encodeURIComponent(storeName)}`}>Visit store</TextLink>
        </Header>
        {chat.isLoading ? (
          <LoadingText>Loading chat...</LoadingText>
        ) : !chat.messages?.length ? (
          <EmptyState title="No messages found" description="Send the first message to start the conversation." />
        ) : (
          <MessageList messages={chat.messages} ownName={username} label={`Messages with ${storeName}`} />
        )}
        <MessageComposer onSend={send} busy={chat.isSending} maxLength={FIELD_LIMITS.chatMessage.maxLength} />
      </Stack>
    </Page>
  );
}
