import { Button, useTranslation } from 'shared-ui';
import styled from 'styled-components';
import { commonMessages } from './messages';

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** What could not be loaded (in the danger colour) and a Retry button, announced as an alert. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  const { t } = useTranslation(commonMessages);
  return (
    <div role="alert">
      <ErrorText>{message}</ErrorText>
      <Button variant="outline" onClick={() => void onRetry()}>
        {t('retry')}
      </Button>
    </div>
  );
}
