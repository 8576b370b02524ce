/** Inbox (/inbox): the stores this customer has conversations with, newest first. */
import { useEffect } from 'react';
import styled from 'styled-components';
import { useGetInboxQuery } from 'shared-api';
import { EmptyState, LinkButton, LoadingText, Page, PageTitle, toast } from 'shared-ui';
import { formatTimestamp } from '../hooks/formatTimestamp';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Who = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  flex: 1 1 12rem;

  strong {
    overflow-wrap: anywhere;
  }
`;

const Preview = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export default function InboxPage() {
  const { data: entries, isLoading, isError } = useGetInboxQuery();

  useEffect(() => {
    if (isError) toast({ title: 'Error', description: 'Failed to load inbox', variant: 'destructive' });
  }, [isError]);

  return (
    <Page>
      <PageTitle>Your Inbox</PageTitle>
      {isLoading ? (
        <LoadingText>Loading inbox...</LoadingText>
      ) : !entries?.length ? (
        <EmptyState title="No messages found" />
      ) : (
        <List>
          {entries.map((entry) => (
            <Row key={entry.store_name}>
              <Who>
                <strong>{entry.store_name}</strong>
                <Preview>{entry.last_msg}</Preview>
                <Preview>{formatTimestamp(entry.last_at)}</Preview>
              </Who>
              <LinkButton to={`/chat/${encodeURIComponent(entry.store_name)}`} variant="outline" aria-label={`View Chat with ${entry.store_name}`}>
                View Chat
              </LinkButton>
            </Row>
          ))}
        </List>
      )}
    </Page>
  );
}
