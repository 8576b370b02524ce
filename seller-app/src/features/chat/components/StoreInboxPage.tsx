import { useEffect } from 'react';
import { useGetInboxQuery } from 'shared-api/chat';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { LoadFailed, Page, PageTitle, toast, useTranslation } from 'shared-ui';
import { ConversationList } from 'shared-ui/chat';
import { chatMessages } from '../messages';

/** /store/inbox: the customers this store has conversations with, newest first. */
export default function StoreInboxPage() {
  const { t } = useTranslation(chatMessages);
  useDocumentTitle(pageTitle(t('inbox.title')));
  const { data: entries, isLoading, isError, refetch } = useGetInboxQuery();

  useEffect(() => {
    if (isError) toast({ title: t('inbox.error'), description: t('inbox.loadFailed'), variant: 'destructive' });
    // Once per failure, in the language of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError]);

  // The store's inbox shows no dates (the spec lists name and last message only).
  const conversations = entries?.map((entry) => ({
    name: entry.username,
    lastMessage: entry.last_msg,
    to: `/store/chat/${encodeURIComponent(entry.username)}`,
  }));

  return (
    <Page>
      <PageTitle>{t('inbox.title')}</PageTitle>
      {isError && !isLoading ? (
        // Unlike the customer's inbox, the store's offers a retry.
        <LoadFailed message={t('inbox.loadFailed')} onRetry={refetch} />
      ) : (
        <ConversationList conversations={conversations} isLoading={isLoading} />
      )}
    </Page>
  );
}
