import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CartItem } from 'shared-api';
import { customerToken, startMockApi, TEST_API_URL } from 'shared-api/testing';
import { makeCartItem } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const server = startMockApi();

const tea = makeCartItem({ cart_id: 100, product_id: 1, name: 'Matcha Tea Set', price: 45.5, quantity: 2 });
const gone = makeCartItem({ cart_id: 101, product_id: 3, name: 'Alpaca Scarf', price: 30, quantity: 1, available: false });

function cartApi(initial: CartItem[]) {
  let items = [...initial];
  const ordered: number[] = [];
  server.use(
    http.get(`${TEST_API_URL}/api/cart`, () => HttpResponse.json(items)),
    http.post(`${TEST_API_URL}/api/order/add`, async ({ request }) => {
      const body = (await request.json()) as { cart_id: number };
      ordered.push(body.cart_id);
      items = items.filter((item) => item.cart_id !== body.cart_id);
      return HttpResponse.json({ msg: 'Ordered', order: {} }, { status: 201 });
    }),
    http.get(`${TEST_API_URL}/api/order/mine`, () => HttpResponse.json({ items: [], next_cursor: null })),
  );
  return ordered;
}

const signedIn = { token: customerToken(1, 'alice') };

describe('cart lines no longer available', () => {
  it('says so on the line, leaves it out of the total, and checkout orders only the others', async () => {
    const ordered = cartApi([tea, gone]);
    const { user } = renderApp('/cart', signedIn);
    const line = await screen.findByRole('listitem', { name: 'Alpaca Scarf' });
    expect(within(line).getByText('No longer available')).toBeInTheDocument();
    expect(within(line).getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Total').parentElement).toHaveTextContent('$91.00');
    expect(within(summary).getByText('1 item is no longer available: it is not counted and will not be ordered. You can remove it.')).toBeInTheDocument();

    await user.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText(/1 item no longer available was not ordered\./)).toBeInTheDocument();
    await waitFor(() => expect(ordered).toEqual([100]));
  });

  it('cannot check out when no line is available', async () => {
    cartApi([gone]);
    renderApp('/cart', signedIn);
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  });
});
