/** Inbox (/inbox): the stores this customer has conversations with, newest first. */
import { useEffect } from 'react';
import { useGetInboxQuery } from 'shared-api/chat';
import { Page, PageTitle, toast } from 'shared-ui';
import { ConversationList } from 'shared-ui/chat';

export default function InboxPage() {
  const { data: entries, isLoading, isError } = useGetInboxQuery();

  useEffect(() => {
    if (isError) toast({ title: 'Error', description: 'Failed to load inbox', variant: 'destructive' });
  }, [isError]);

  const conversations = entries?.map((entry) => ({
    name: entry.store_name,
    lastMessage: entry.last_msg,
    lastAt: entry.last_at,
    to: `/chat/${encodeURIComponent(entry.store_name)}`,
  }));

  return (
    <Page>
      <PageTitle>Your Inbox</PageTitle>
      <ConversationList conversations={conversations} isLoading={isLoading} />
    </Page>
  );
}
