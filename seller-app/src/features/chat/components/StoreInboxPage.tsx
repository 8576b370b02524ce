import { useEffect } from 'react';
import { useGetInboxQuery } from 'shared-api/chat';
import { Page, PageTitle, toast } from 'shared-ui';
import { ConversationList } from 'shared-ui/chat';
import { LoadFailed } from '../../../lib/LoadFailed';

/** /store/inbox: the customers this store has conversations with, newest first. */
export default function StoreInboxPage() {
  const { data: entries, isLoading, isError, refetch } = useGetInboxQuery();

  useEffect(() => {
    if (isError) toast({ title: 'Error', description: 'Failed to load inbox', variant: 'destructive' });
  }, [isError]);

  // The store's inbox shows no dates (the spec lists name and last message only).
  const conversations = entries?.map((entry) => ({
    name: entry.username,
    lastMessage: entry.last_msg,
    to: `/store/chat/${encodeURIComponent(entry.username)}`,
  }));

  return (
    <Page>
      <PageTitle>Your Inbox</PageTitle>
      {isError && !isLoading ? (
        // Unlike the customer's inbox, the store's offers a retry.
        <LoadFailed message="Failed to load inbox" onRetry={refetch} />
      ) : (
        <ConversationList conversations={conversations} isLoading={isLoading} />
      )}
    </Page>
  );
}
