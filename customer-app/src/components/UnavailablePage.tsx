import { Button, EmptyState, LinkButton, Page, Row, useTranslation } from 'shared-ui';
import { commonMessages } from '../messages';

export interface UnavailablePageProps {
  /** The load failed (offers Retry) rather than the thing not existing. */
  failed: boolean;
  failedTitle: string;
  notFoundTitle: string;
  onRetry: () => void;
}

/** A product or store page whose subject is missing or failed to load; either way the shop is one click away. */
export function UnavailablePage({ failed, failedTitle, notFoundTitle, onRetry }: UnavailablePageProps) {
  const { t } = useTranslation(commonMessages);
  return (
    <Page>
      <EmptyState
        title={failed ? failedTitle : notFoundTitle}
        action={
          <Row $justify="center">
            {failed && (
              <Button variant="outline" onClick={onRetry}>
                {t('unavailable.retry')}
              </Button>
            )}
            <LinkButton to="/shop">{t('unavailable.backToShop')}</LinkButton>
          </Row>
        }
      />
    </Page>
  );
}
