import styled from 'styled-components';
import { Button, EmptyState, LinkButton, Page } from 'shared-ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface UnavailablePageProps {
  /** The load failed (offers Retry) rather than the thing not existing. */
  failed: boolean;
  failedTitle: string;
  notFoundTitle: string;
  onRetry: () => void;
}

/** A product or store page whose subject is missing or failed to load; either way the shop is one click away. */
export function UnavailablePage({ failed, failedTitle, notFoundTitle, onRetry }: UnavailablePageProps) {
  return (
    <Page>
      <EmptyState
        title={failed ? failedTitle : notFoundTitle}
        action={
          <Actions>
            {failed && (
              <Button variant="outline" onClick={onRetry}>
                Retry
              </Button>
            )}
            <LinkButton to="/shop">Back to Shop</LinkButton>
          </Actions>
        }
      />
    </Page>
  );
}
