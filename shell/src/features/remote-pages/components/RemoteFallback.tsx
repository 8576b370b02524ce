import styled from 'styled-components';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Page, useTranslation } from 'shared-ui';
import type { RemoteName } from '../../remotes';
import { remotePagesMessages } from '../messages';
import { MarkAppReady } from '../appReady';

const Centered = styled(Page)`
  max-width: ${({ theme }) => theme.sizes.narrow};
`;

/** Shown on a remote's routes when that remote cannot be loaded; the rest of the site keeps working. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation(remotePagesMessages);
  return (
    <Centered>
      <Card role="alert">
        <CardHeader>
          <CardTitle>{t('fallback.title')}</CardTitle>
          <CardDescription>{t(`fallback.description.${remote}`)}</CardDescription>
        </CardHeader>
        <CardContent>{t('fallback.otherPages')}</CardContent>
        <CardFooter>
          <Button onClick={onRetry}>{t('fallback.retry')}</Button>
        </CardFooter>
      </Card>
      <MarkAppReady />
    </Centered>
  );
}
