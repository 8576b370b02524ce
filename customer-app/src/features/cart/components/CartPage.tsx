/** Cart (/cart): lines, Order Summary with Total, Proceed to Checkout (then My Orders). */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCart } from 'shared-api/cart';
import { CHECKOUT_FALLBACK_MESSAGE, useCheckout } from 'shared-api/orders';
import { Button, EmptyState, LinkButton, LoadingText, Page, PageTitle, Price, surfacePanel, toast } from 'shared-ui';
import { CartLine } from './CartLine';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Summary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  ${surfacePanel}

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space[20]};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const SummaryRow = styled.p<{ $strong?: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  font-weight: ${({ theme, $strong }) => ($strong ? theme.fontWeights.bold : theme.fontWeights.regular)};
  font-size: ${({ theme, $strong }) => ($strong ? theme.fontSizes.lg : theme.fontSizes.md)};
`;

const Divider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export default function CartPage() {
  const { items, total, isLoading } = useCart();
  const { checkout, isCheckingOut } = useCheckout();
  const navigate = useNavigate();
  // Why a line could not be ordered at the last checkout, by cart_id.
  const [problems, setProblems] = useState<Record<number, string>>({});

  const proceed = async () => {
    const result = await checkout();
    if (result.skipped) return;
    setProblems(Object.fromEntries(result.failed.map(({ item, msg }) => [item.cart_id, msg])));
    if (result.failed.length === 0) {
      toast({ title: 'Order Placed', description: 'Your order has been placed successfully.' });
      // What was just ordered is followed on My Orders, so checkout ends there.
      if (result.ordered.length > 0) navigate('/orders');
      return;
    }
    const reasons = result.failed.map(({ item, msg }) => `${item.name}: ${msg}`).join(' ');
    const orderedNote = result.ordered.length ? ` ${result.ordered.length} of ${result.ordered.length + result.failed.length} items were ordered.` : '';
    toast({
      title: 'Checkout Failed',
      description: `${CHECKOUT_FALLBACK_MESSAGE}${orderedNote} ${reasons}`,
      variant: 'destructive',
    });
  };

  if (isLoading) {
    return (
      <Page>
        <PageTitle>Shopping Cart</PageTitle>
        <LoadingText>Loading cart...</LoadingText>
      </Page>
    );
  }

  if (items.length === 0) {
    return (
      <Page>
        <PageTitle>Shopping Cart</PageTitle>
        <EmptyState title="Your cart is empty" action={<LinkButton to="/shop">Continue Shopping</LinkButton>} />
      </Page>
    );
  }

  const units = items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <Page>
      <PageTitle>Shopping Cart</PageTitle>
      <Layout>
        <Lines aria-label="Cart items">
          {items.map((item) => (
            <CartLine key={item.cart_id} item={item} problem={problems[item.cart_id]} />
          ))}
        </Lines>
        <Summary aria-labelledby="order-summary">
          <h2 id="order-summary">Order Summary</h2>
          <SummaryRow>
            <span>Items</span>
            <span>{units}</span>
          </SummaryRow>
          <Divider />
          <SummaryRow $strong>
            <span>Total</span>
            <Price value={total} />
          </SummaryRow>
          <Button size="lg" fullWidth onClick={() => void proceed()} busy={isCheckingOut}>
            Proceed to Checkout
          </Button>
        </Summary>
      </Layout>
    </Page>
  );
}
