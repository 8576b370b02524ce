/** My Orders (/orders, customer): every order placed, newest first, page by page, so a customer can follow each to the end. */
import styled from 'styled-components';
import { useGetMyOrdersInfiniteQuery } from 'shared-api/orders';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { Button, EmptyState, LinkButton, LoadingText, LoadMore, Page, PageTitle, Stack, useTranslation } from 'shared-ui';
import { ordersMessages } from '../messages';
import { OrderCard } from './OrderCard';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export default function OrdersPage() {
  const { t } = useTranslation(ordersMessages);
  useDocumentTitle(pageTitle(t('page.title')));
  const pages = useGetMyOrdersInfiniteQuery('all');
  const { data, isLoading, isError, refetch } = pages;
  const orders = data?.pages.flatMap((page) => page.items) ?? [];

  let content;
  if (isLoading) content = <LoadingText>{t('page.loading')}</LoadingText>;
  else if (isError && orders.length === 0) {
    content = (
      <EmptyState
        title={t('page.failedTitle')}
        description={t('page.failedDescription')}
        action={<Button onClick={() => void refetch()}>{t('page.tryAgain')}</Button>}
      />
    );
  } else if (orders.length === 0) {
    content = <EmptyState title={t('page.emptyTitle')} action={<LinkButton to="/shop">{t('page.startShopping')}</LinkButton>} />;
  } else {
    content = (
      <Stack $gap={4}>
        <List aria-label={t('page.listLabel')}>
          {orders.map((order) => (
            <OrderCard key={order.order_id} order={order} />
          ))}
        </List>
        <LoadMore list={pages} label={t('page.loadMore')} failedText={t('page.loadMoreFailed')} />
      </Stack>
    );
  }

  return (
    <Page>
      <PageTitle>{t('page.title')}</PageTitle>
      {content}
    </Page>
  );
}
