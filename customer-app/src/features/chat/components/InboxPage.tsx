/** Inbox (/inbox): the stores this customer has conversations with, newest first. */
import { useEffect } from 'react';
import { useGetInboxQuery } from 'shared-api/chat';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { Page, PageTitle, toast, useTranslation } from 'shared-ui';
import { ConversationList } from 'shared-ui/chat';
import { chatMessages } from '../messages';

export default function InboxPage() {
  const { t } = useTranslation(chatMessages);
  useDocumentTitle(pageTitle(t('inbox.title')));
  const { data: entries, isLoading, isError } = useGetInboxQuery();

  useEffect(() => {
    if (isError) toast({ title: t('inbox.errorTitle'), description: t('inbox.loadFailed'), variant: 'destructive' });
  }, [isError, t]);

  const conversations = entries?.map((entry) => ({
    name: entry.store_name,
    lastMessage: entry.last_msg,
    lastAt: entry.last_at,
    to: `/chat/${encodeURIComponent(entry.store_name)}`,
  }));

  return (
    <Page>
      <PageTitle>{t('inbox.title')}</PageTitle>
      <ConversationList conversations={conversations} isLoading={isLoading} />
    </Page>
  );
}
