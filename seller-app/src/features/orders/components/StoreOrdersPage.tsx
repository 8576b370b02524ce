import { Page, PageTitle } from 'shared-ui';
import { OrdersList } from './OrdersList';

/** /store/orders: the store's pending orders; a completed order leaves the list. */
export default function StoreOrdersPage() {
  return (
    <Page>
      <PageTitle>Store Orders</PageTitle>
      <OrdersList hideCompleted />
    </Page>
  );
}
