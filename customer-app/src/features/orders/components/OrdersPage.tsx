/** My Orders (/orders, customer): every order placed, newest first, page by page, so a customer can follow each to the end. */
import styled from 'styled-components';
import { useGetMyOrdersInfiniteQuery } from 'shared-api/orders';
import { Button, EmptyState, LinkButton, LoadingText, LoadMore, Page, PageTitle, Stack } from 'shared-ui';
import { OrderCard } from './OrderCard';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export default function OrdersPage() {
  const pages = useGetMyOrdersInfiniteQuery('all');
  const { data, isLoading, isError, refetch } = pages;
  const orders = data?.pages.flatMap((page) => page.items) ?? [];

  let content;
  if (isLoading) content = <LoadingText>Loading orders...</LoadingText>;
  else if (isError && orders.length === 0) {
    content = (
      <EmptyState
        title="Failed to load orders"
        description="Please check your connection and try again."
        action={<Button onClick={() => void refetch()}>Try Again</Button>}
      />
    );
  } else if (orders.length === 0) {
    content = <EmptyState title="You have no orders yet" action={<LinkButton to="/shop">Start Shopping</LinkButton>} />;
  } else {
    content = (
      <Stack $gap={4}>
        <List aria-label="Your orders">
          {orders.map((order) => (
            <OrderCard key={order.order_id} order={order} />
          ))}
        </List>
        <LoadMore list={pages} label="Load More Orders" failedText="Failed to load more orders." />
      </Stack>
    );
  }

  return (
    <Page>
      <PageTitle>My Orders</PageTitle>
      {content}
    </Page>
  );
}
