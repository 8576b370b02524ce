import { useMarkAppReady } from './App';
import { appMessages } from './messages';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Page, ThemeModeProvider, useTranslation } from 'shared-ui';

/** Shown instead of the site when its runtime configuration cannot be read. */
export function StartupError({ detail }: { detail: string }) {
  useMarkAppReady();
  const { t } = useTranslation(appMessages);
  return (
    <ThemeModeProvider>
      <Page $narrow>
        <Card role="alert">
          <CardHeader>
            <CardTitle>{t('startupError.title')}</CardTitle>
            <CardDescription>{t('startupError.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <code>{detail}</code>
          </CardContent>
          <CardFooter>
            <Button onClick={() => window.location.reload()}>{t('startupError.retry')}</Button>
          </CardFooter>
        </Card>
      </Page>
    </ThemeModeProvider>
  );
}
