import { useEffect } from 'react';
import { useGetInboxQuery } from 'shared-api';
import { Button, EmptyState, LinkButton, LoadingText, MutedText, Page, PageTitle, VisuallyHidden, toast } from 'shared-ui';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
`;

const Who = styled.div`
  min-width: 0;
  flex: 1 1 12rem;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  p {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** /store/inbox: the customers this store has conversations with, newest first. */
export default function StoreInboxPage() {
  const { data: entries, isLoading, isError, refetch } = useGetInboxQuery();

  useEffect(() => {
    if (isError) toast({ title: 'Error', description: 'Failed to load inbox', variant: 'destructive' });
  }, [isError]);

  return (
    <Page>
      <PageTitle>Your Inbox</PageTitle>
      {isLoading ? (
        <LoadingText>Loading inbox...</LoadingText>
      ) : isError ? (
        <div role="alert">
          <ErrorText>Failed to load inbox</ErrorText>
          <Button variant="outline" onClick={() => refetch()}>
            Retry
          </Button>
        </div>
      ) : !entries || entries.length === 0 ? (
        <EmptyState title="No messages found" />
      ) : (
        <List aria-label="Conversations">
          {entries.map((entry) => (
            <Entry key={entry.username}>
              <Who>
                <h2>{entry.username}</h2>
                <MutedText>{entry.last_msg}</MutedText>
              </Who>
              <LinkButton variant="outline" to={`/store/chat/${encodeURIComponent(entry.username)}`}>
                View Chat<VisuallyHidden> with {entry.username}</VisuallyHidden>
              </LinkButton>
            </Entry>
          ))}
        </List>
      )}
    </Page>
  );
}
