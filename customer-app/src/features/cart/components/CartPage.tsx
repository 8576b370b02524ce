/** Cart (/cart): lines, Order Summary with Total, Proceed to Checkout (then My Orders). */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCart } from 'shared-api/cart';
import { CHECKOUT_FALLBACK_MESSAGE, useCheckout } from 'shared-api/orders';
import { pageTitle, useDocumentTitle } from 'shared-api/remote-routes';
import { Button, EmptyState, LinkButton, LoadingText, Page, PageTitle, Price, surfacePanel, toast, useTranslation } from 'shared-ui';
import { useLinesNotShipping } from '../hooks/useLinesNotShipping';
import { countryName, useCountryNames } from 'shared-api/country-names';
import { cartMessages } from '../messages';
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
    inset-block-start: ${({ theme }) => theme.space[20]};
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

const ShippingWarning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Divider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export default function CartPage() {
  const { t } = useTranslation(cartMessages);
  useDocumentTitle(pageTitle(t('title')));
  const countryNames = useCountryNames();
  const { items, isLoading } = useCart();
  // A line no longer available (taken down, or its store suspended) is shown, but neither counted nor ordered.
  const orderable = items.filter((item) => item.available !== false);
  const unavailableCount = items.length - orderable.length;
  const total = orderable.reduce((cents, item) => cents + Math.round(item.total * 100), 0) / 100;
  // Lines whose store does not ship to the chosen country: warned about, still ordered if the shopper proceeds.
  const { shipTo, notShipping } = useLinesNotShipping(items);
  const { checkout, isCheckingOut } = useCheckout();
  const navigate = useNavigate();
  // Why a line could not be ordered at the last checkout, by cart_id.
  const [problems, setProblems] = useState<Record<number, string>>({});

  const proceed = async () => {
    const result = await checkout();
    if (result.skipped) return;
    // The client's own fallback is ours to translate; the server's reasons are shown as it gives them.
    const reasonOf = (msg: string) => (msg === CHECKOUT_FALLBACK_MESSAGE ? t('checkout.failedLead') : msg);
    setProblems(Object.fromEntries(result.failed.map(({ item, msg }) => [item.cart_id, reasonOf(msg)])));
    if (result.failed.length === 0 && result.ordered.length === 0) {
      if (result.unavailable.length > 0) toast({ title: t('checkout.failedTitle'), description: t('checkout.nothingAvailable'), variant: 'destructive' });
      return;
    }
    if (result.failed.length === 0) {
      const skipped = result.unavailable.length ? ` ${t('checkout.unavailableSkipped', { count: result.unavailable.length })}` : '';
      toast({ title: t('checkout.placedTitle'), description: `${t('checkout.placedDescription')}${skipped}` });
      // What was just ordered is followed on My Orders, so checkout ends there.
      if (result.ordered.length > 0) navigate('/orders');
      return;
    }
    const reasons = result.failed.map(({ item, msg }) => t('checkout.lineReason', { name: item.name, reason: reasonOf(msg) })).join(' ');
    const orderedNote = result.ordered.length
      ? ` ${t('checkout.partlyOrdered', { count: result.ordered.length, total: result.ordered.length + result.failed.length })}`
      : '';
    toast({
      title: t('checkout.failedTitle'),
      description: `${t('checkout.failedLead')}${orderedNote} ${reasons}`,
      variant: 'destructive',
    });
  };

  if (isLoading) {
    return (
      <Page>
        <PageTitle>{t('title')}</PageTitle>
        <LoadingText>{t('loading')}</LoadingText>
      </Page>
    );
  }

  if (items.length === 0) {
    return (
      <Page>
        <PageTitle>{t('title')}</PageTitle>
        <EmptyState title={t('empty.title')} action={<LinkButton to="/shop">{t('empty.continue')}</LinkButton>} />
      </Page>
    );
  }

  const units = orderable.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <Page>
      <PageTitle>{t('title')}</PageTitle>
      <Layout>
        <Lines aria-label={t('lines.label')}>
          {items.map((item) => (
            <CartLine
              key={item.cart_id}
              item={item}
              problem={problems[item.cart_id]}
              notShippingTo={shipTo && notShipping.has(item.cart_id) ? shipTo : undefined}
            />
          ))}
        </Lines>
        <Summary aria-labelledby="order-summary">
          <h2 id="order-summary">{t('summary.title')}</h2>
          <SummaryRow>
            <span>{t('summary.items')}</span>
            <span>{t('summary.units', { count: units })}</span>
          </SummaryRow>
          <Divider />
          <SummaryRow $strong>
            <span>{t('summary.total')}</span>
            <Price value={total} />
          </SummaryRow>
          {shipTo && notShipping.size > 0 && (
            <ShippingWarning>{t('summary.notShipping', { count: notShipping.size, country: countryName(shipTo, countryNames) })}</ShippingWarning>
          )}
          {unavailableCount > 0 && <ShippingWarning role="status">{t('summary.unavailable', { count: unavailableCount })}</ShippingWarning>}
          <Button size="lg" fullWidth onClick={() => void proceed()} busy={isCheckingOut} disabled={orderable.length === 0}>
            {t('summary.checkout')}
          </Button>
        </Summary>
      </Layout>
    </Page>
  );
}
