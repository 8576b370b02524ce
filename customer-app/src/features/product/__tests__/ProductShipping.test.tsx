/** The product page says whether it ships to the shopper's chosen country (issue "A global marketplace"). */
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { customerToken, startMockApi, TEST_API_URL } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { makeCartItem, makeProduct } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const server = startMockApi();

// A signed-in customer's product page asks whether they bought it (the reviews' form): they did not.
beforeEach(() => server.use(http.get(`${TEST_API_URL}/api/order/mine`, () => HttpResponse.json({ items: [], next_cursor: null }))));

function productAnswer(ships_to: string[] | undefined) {
  const product = makeProduct({ product_id: 1, name: 'Matcha Tea Set', stock: 3, ...(ships_to ? { ships_to } : {}) });
  return http.get(`${TEST_API_URL}/api/product/:id`, () => HttpResponse.json(product));
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('Product page: shipping', () => {
  it('says "Does not ship to" the chosen country its store does not ship to, and still adds to the cart', async () => {
    let added = false;
    server.use(
      productAnswer(['Japan', 'Peru']),
      http.get(`${TEST_API_URL}/api/cart`, () => HttpResponse.json([])),
      http.post(`${TEST_API_URL}/api/cart/add`, () => ((added = true), HttpResponse.json({ msg: 'Added', item: makeCartItem() }, { status: 201 }))),
    );
    const { user } = renderApp('/product/1', { token: customerToken(), shipTo: 'Germany' });

    expect(await screen.findByText('Does not ship to Germany')).toBeInTheDocument();
    expect(screen.getByText('Shipping')).toBeInTheDocument();

    // A notice, not a refusal.
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('Enter your country and full location'), 'Berlin, Germany');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument();
    expect(added).toBe(true);
  });

  it('says "Ships to" the chosen country when the store lists it or ships everywhere', async () => {
    server.use(productAnswer(['Japan', 'Peru']));
    const first = renderApp('/product/1', { shipTo: 'Peru' });
    expect(await screen.findByText('Ships to Peru')).toBeInTheDocument();
    expect(screen.queryByText(/Does not ship/)).not.toBeInTheDocument();
    first.unmount();

    server.use(productAnswer([]));
    renderApp('/product/1', { shipTo: 'Germany' });
    expect(await screen.findByText('Ships to Germany')).toBeInTheDocument();
  });

  it('without a chosen country: how many countries, with the list, or "Ships worldwide"', async () => {
    server.use(productAnswer(['Peru', 'Japan', 'Chile']));
    const { user, unmount } = renderApp('/product/1');
    const summary = await screen.findByText('Ships to 3 countries');
    const details = summary.closest('details')!;
    expect(within(details).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Chile', 'Japan', 'Peru']);
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    unmount();

    server.use(productAnswer(['Peru']));
    const second = renderApp('/product/1');
    expect(await screen.findByText('Ships to 1 country')).toBeInTheDocument();
    second.unmount();

    // An empty list, or an answer without ships_to, is every country.
    server.use(productAnswer(undefined));
    renderApp('/product/1');
    expect(await screen.findByText('Ships worldwide')).toBeInTheDocument();
  });

  it('says it in Arabic, with the country in Arabic', async () => {
    server.use(productAnswer(['Peru']));
    await act(() => i18n.changeLanguage('ar'));
    const first = renderApp('/product/1', { shipTo: 'Japan' });
    expect(await screen.findByText('لا يُشحن إلى \u2068اليابان\u2069')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أضف إلى السلة' })).toBeEnabled();
    first.unmount();

    server.use(productAnswer(['Peru', 'Japan', 'Chile']));
    renderApp('/product/1');
    expect(await screen.findByText('يُشحن إلى 3 بلدان')).toBeInTheDocument();
  });
});
