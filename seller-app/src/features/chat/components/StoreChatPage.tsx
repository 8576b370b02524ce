import { useParams } from 'react-router-dom';
import { useSession } from 'shared-api';
import { FIELD_LIMITS } from 'shared-api/field-limits';
import { useConversation } from 'shared-api/chat';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { LoadingText, Page, PageTitle, TextLink, toast, usePlainTranslation, useTranslation } from 'shared-ui';
import { MessageComposer, MessageList } from 'shared-ui/chat';
import styled from 'styled-components';
import { chatMessages } from '../messages';
import { ReportMessageAction } from './ReportMessageAction';

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

/** The "back" arrow points to the inline start: mirrored right to left. */
const BackArrow = styled.span`
  display: inline-block;
  margin-inline-end: 0.25em;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/** /store/chat/:username: the store's conversation with one customer, live. */
export default function StoreChatPage() {
  const { t } = useTranslation(chatMessages);
  const { username = '' } = useParams();
  // The tab's title is not laid out: no isolates around the name on an Arabic page (the heading has them).
  const titleT = usePlainTranslation(chatMessages);
  useDocumentTitle(pageTitle(titleT('chat.title', { username })));
  const { store } = useSession();
  const storeName = store?.store_name ?? '';
  const chat = useConversation(storeName && username ? { store_name: storeName, username } : undefined);

  const send = async (text: string) => {
    try {
      await chat.send(text);
      return true;
    } catch {
      // The draft stays so it can be sent again.
      toast({ title: t('chat.error'), description: t('chat.sendFailed'), variant: 'destructive' });
      return false;
    }
  };

  return (
    <Page>
      <Column>
        <Back>
          <TextLink to="/store/inbox">
            <BackArrow aria-hidden="true">←</BackArrow>
            {t('chat.back')}
          </TextLink>
        </Back>
        <PageTitle>{t('chat.title', { username })}</PageTitle>
        {chat.isLoading || !chat.messages ? (
          <LoadingText>{t('chat.loading')}</LoadingText>
        ) : (
          <MessageList
            messages={chat.messages}
            ownName={storeName}
            label={t('chat.log', { username })}
            emptyText={t('chat.empty')}
            // Only the customer's messages can be reported (never the store's own).
            actions={(message, own) => (own ? null : <ReportMessageAction messageId={message.id ?? message.message_id} username={username} />)}
          />
        )}
        <MessageComposer onSend={send} busy={chat.isSending} maxLength={FIELD_LIMITS.chatMessage.maxLength} />
      </Column>
    </Page>
  );
}
