/** Chat (/chat/:storeName): the conversation with a store, live (docs/departures.md, 5). */
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from 'shared-api';
import { FIELD_LIMITS } from 'shared-api/field-limits';
import { useConversation } from 'shared-api/chat';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { EmptyState, errorText, LoadingText, Page, PageTitle, Row, Stack, TextLink, toast, usePlainTranslation, useTranslation } from 'shared-ui';
import { MessageComposer, MessageList } from 'shared-ui/chat';
import { ReportAction } from '../../../components/report/ReportAction';
import { chatMessages } from '../messages';

const Header = styled(Row).attrs({ $justify: 'space-between' as const, $align: 'baseline' as const })`
  h1 {
    margin-block-end: 0;
    overflow-wrap: anywhere;
  }
`;

export default function ChatPage() {
  const { t } = useTranslation(chatMessages);
  const storeName = useParams().storeName ?? '';
  // Plain: in Arabic the heading isolates the store's name; a title is not laid out, so it stays bare.
  const titleT = usePlainTranslation(chatMessages);
  useDocumentTitle(pageTitle(titleT('chat.title', { storeName })));
  const { customer } = useSession();
  const username = customer?.username ?? '';
  const chat = useConversation(storeName && username ? { store_name: storeName, username } : undefined);

  const send = async (text: string) => {
    try {
      await chat.send(text);
      return true;
    } catch (sendError) {
      // The text stays in the box for another try.
      toast({ title: t('chat.sendFailed'), description: errorText(sendError, t('chat.tryAgain')), variant: 'destructive' });
      return false;
    }
  };

  return (
    <Page>
      <Stack>
        <Header>
          <PageTitle>{t('chat.title', { storeName })}</PageTitle>
          <TextLink to={`/store/${encodeURIComponent(storeName)}`}>{t('chat.visitStore')}</TextLink>
        </Header>
        {chat.isLoading ? (
          <LoadingText>{t('chat.loading')}</LoadingText>
        ) : !chat.messages?.length ? (
          <EmptyState title={t('chat.emptyTitle')} description={t('chat.emptyDescription')} />
        ) : (
          <MessageList
            messages={chat.messages}
            ownName={username}
            label={t('chat.messagesLabel', { storeName })}
            // Only the store's messages can be reported (never one's own).
            actions={(message, own) =>
              own ? null : <ReportAction target="message" targetId={message.id ?? message.message_id} label={t('chat.reportMessage', { storeName })} />
            }
          />
        )}
        <MessageComposer onSend={send} busy={chat.isSending} maxLength={FIELD_LIMITS.chatMessage.maxLength} />
      </Stack>
    </Page>
  );
}
