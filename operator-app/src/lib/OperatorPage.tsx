import type { ReactNode } from 'react';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { Page, PageTitle } from 'shared-ui';
import { OperatorOnly } from './OperatorOnly';

/**
 * A console page: its guard, and its heading, which also names the browser tab (the app changes
 * pages without a load, so the page itself must). `title` is in the page's language, so the tab's
 * name follows a language switch.
 */
export function OperatorPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(pageTitle(title));
  return (
    <OperatorOnly>
      <Page>
        <PageTitle>{title}</PageTitle>
        {children}
      </Page>
    </OperatorOnly>
  );
}
