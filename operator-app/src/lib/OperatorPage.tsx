import type { ReactNode } from 'react';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { Page, PageTitle, usePlainTranslation, useTranslation, type TranslationValues } from 'shared-ui';
import { OperatorOnly } from './OperatorOnly';

interface OperatorPageProps {
  /** The page's messages, the key of its title there and the title's values. */
  messages: string;
  titleKey: string;
  titleValues?: TranslationValues;
  children: ReactNode;
}

/**
 * A console page: its guard, and its heading, which also names the browser tab (the app changes
 * pages without a load, so the page itself must). The title is translated here, in the page's
 * language, so the tab's name follows a language switch; the tab's is translated plain (no
 * isolates around its values on an Arabic page: a title is not laid out), the heading's as any
 * text on the page.
 */
export function OperatorPage({ messages, titleKey, titleValues, children }: OperatorPageProps) {
  const { t } = useTranslation(messages);
  const plainT = usePlainTranslation(messages);
  useDocumentTitle(pageTitle(plainT(titleKey, titleValues)));
  return (
    <OperatorOnly>
      <Page>
        <PageTitle>{t(titleKey, titleValues)}</PageTitle>
        {children}
      </Page>
    </OperatorOnly>
  );
}
