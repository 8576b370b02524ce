import { useMarkAppReady } from './App';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, GlobalStyle, Page, ThemeModeProvider } from 'shared-ui';

/** Shown instead of the site when its runtime configuration cannot be read. */
export function StartupError({ detail }: { detail: string }) {
  useMarkAppReady();
  return (
    <ThemeModeProvider>
      <GlobalStyle />
      <Page $narrow>
        <Card role="alert">
          <CardHeader>
            <CardTitle>The marketplace could not start</CardTitle>
            <CardDescription>Its configuration could not be loaded. Please try again in a moment.</CardDescription>
          </CardHeader>
          <CardContent>
            <code>{detail}</code>
          </CardContent>
          <CardFooter>
            <Button onClick={() => window.location.reload()}>Retry</Button>
          </CardFooter>
        </Card>
      </Page>
    </ThemeModeProvider>
  );
}
