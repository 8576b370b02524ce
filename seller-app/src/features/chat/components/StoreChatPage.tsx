import { useParams } from 'react-router-dom';
import { useSession } from 'shared-api';
import { FIELD_LIMITS } from 'shared-api/field-limits';
import { useConversation } from 'shared-api/chat';
import { LoadingText, Page, PageTitle, TextLink, toast } from 'shared-ui';
import { MessageComposer, MessageList } from 'shared-ui/chat';
import styled from 'styled-components';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 48rem;
  margin: 0 auto;
`;

const Back = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** /store/chat/:username: the store's conversation with one customer, live. */
export default function StoreChatPage() {
  const { username = '' } = useParams();
  const { store } = useSession();
  const storeName = store?.store_name ?? '';
  const chat = useConversation(storeName && username ? { store_name: storeName, username } : undefined);

  const send = async (text: string) => {
    try {
      await chat.send(text);
      return true;
    } catch {
      // The draft stays so it can be sent again.
      toast({ title: 'Error', description: 'Failed to send message', variant: 'destructive' });
      return false;
    }
  };

  return (
    <Page>
      <Column>
        <Back>
          <TextLink to="/store/inbox">← Back to inbox</TextLink>
        </Back>
        <PageTitle>Chat with {username}</PageTitle>
        {chat.isLoading || !chat.messages ? (
          <LoadingText>Loading chat...</LoadingText>
        ) : (
          <MessageList messages={chat.messages} ownName={storeName} label={`Messages with ${username}`} emptyText="No messages found" />
        )}
        <MessageComposer onSend={send} busy={chat.isSending} maxLength={FIELD_LIMITS.chatMessage.maxLength} />
      </Column>
    </Page>
  );
}
