import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { Page, PageTitle, useTranslation } from 'shared-ui';
import { ordersMessages } from '../messages';
import { OrdersList } from './OrdersList';

/** /store/orders: the store's pending orders; a completed order leaves the list. */
export default function StoreOrdersPage() {
  const { t } = useTranslation(ordersMessages);
  useDocumentTitle(pageTitle(t('page.title')));
  return (
    <Page>
      <PageTitle>{t('page.title')}</PageTitle>
      <OrdersList hideCompleted />
    </Page>
  );
}
