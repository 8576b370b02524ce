import { Button } from 'shared-ui';
import styled from 'styled-components';

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** What could not be loaded (in the danger colour) and a Retry button, announced as an alert. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <div role="alert">
      <ErrorText>{message}</ErrorText>
      <Button variant="outline" onClick={() => void onRetry()}>
        Retry
      </Button>
    </div>
  );
}
