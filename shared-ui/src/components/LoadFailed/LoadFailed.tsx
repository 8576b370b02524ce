import styled from 'styled-components';
import { Button, uiMessages, useTranslation } from '../../core';

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export interface LoadFailedProps {
  /** What could not be loaded, e.g. "Failed to load the reports." */
  message: string;
  onRetry: () => unknown;
}

/** What could not be loaded (in the danger colour) and a Retry button, announced as an alert. */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  const { t } = useTranslation(uiMessages);
  return (
    <div role="alert">
      <ErrorText>{message}</ErrorText>
      <Button variant="outline" onClick={() => void onRetry()}>
        {t('loadFailed.retry')}
      </Button>
    </div>
  );
}
