import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { CartItem } from 'shared-api';
import { customerToken, startMockApi, TEST_API_URL } from 'shared-api/testing';
import { makeCartItem } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const server = startMockApi();

const tea = makeCartItem({ cart_id: 100, product_id: 1, name: 'Matcha Tea Set', price: 45.5, quantity: 2, full_location: 'Berlin, Germany' });
const scarf = makeCartItem({ cart_id: 101, product_id: 3, name: 'Alpaca Scarf', price: 30, quantity: 1, store_name: 'andes_wool', country: 'Peru' });

/** A cart held by the mock server: GET, PATCH, DELETE and ordering change it like the API. */
function cartApi(initial: CartItem[], { refuseOrderOf }: { refuseOrderOf?: number } = {}) {
  let items = initial.map((item) => ({ ...item }));
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const handlers = [
    http.get(`${TEST_API_URL}/api/cart`, () => HttpResponse.json(items)),
    http.patch(`${TEST_API_URL}/api/cart/update`, async ({ request }) => {
      const body = (await request.json()) as { cart_id: number; quantity: number };
      calls.push({ method: 'PATCH', path: '/api/cart/update', body });
      // The API answers the line with its new total.
      items = items.map((item) => (item.cart_id === body.cart_id ? makeCartItem({ ...item, quantity: body.quantity, total: undefined }) : item));
      return HttpResponse.json({ msg: 'Updated', item: items.find((item) => item.cart_id === body.cart_id) });
    }),
    http.delete(`${TEST_API_URL}/api/cart/delete`, async ({ request }) => {
      const body = (await request.json()) as { cart_id: number };
      calls.push({ method: 'DELETE', path: '/api/cart/delete', body });
      items = items.filter((item) => item.cart_id !== body.cart_id);
      return HttpResponse.json({ msg: 'Removed' });
    }),
    http.post(`${TEST_API_URL}/api/order/add`, async ({ request }) => {
      const body = (await request.json()) as { cart_id: number };
      calls.push({ method: 'POST', path: '/api/order/add', body });
      if (body.cart_id === refuseOrderOf) return HttpResponse.json({ msg: 'Only 1 left in stock' }, { status: 409 });
      items = items.filter((item) => item.cart_id !== body.cart_id);
      return HttpResponse.json({ msg: 'Ordered', order: {} }, { status: 201 });
    }),
  ];
  return { handlers, calls };
}

const signedIn = { token: customerToken(1, 'alice') };

describe('Cart page', () => {
  it('lists the lines with quantities, and the Order Summary with the Total', async () => {
    server.use(...cartApi([tea, scarf]).handlers);
    renderApp('/cart', signedIn);

    const tealine = await screen.findByRole('listitem', { name: 'Matcha Tea Set' });
    expect(within(tealine).getByRole('link', { name: 'Matcha Tea Set' })).toHaveAttribute('href', '/product/1');
    expect(within(tealine).getByText('$45.50')).toBeInTheDocument();
    expect(within(tealine).getByText('Deliver to: Berlin, Germany')).toBeInTheDocument();
    expect(within(tealine).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect(within(tealine).getByRole('img', { name: 'Matcha Tea Set' })).toHaveAttribute('src', `${TEST_API_URL}/uploads/products/matcha.webp`);

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    // 2 × 45.50 + 1 × 30.00
    expect(within(summary).getByText('Total').parentElement).toHaveTextContent('$121.00');
    expect(within(summary).getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  });

  it('says "Loading cart..." and then "Your cart is empty" with Continue Shopping', async () => {
    server.use(
      http.get(`${TEST_API_URL}/api/cart`, async () => {
        await delay(100);
        return HttpResponse.json([]);
      }),
    );
    const { user, location } = renderApp('/cart', signedIn);
    expect(await screen.findByText('Loading cart...')).toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(location()).toBe('/shop');
  });

  it('treats a 404 from the cart as an empty cart', async () => {
    server.use(http.get(`${TEST_API_URL}/api/cart`, () => HttpResponse.json({ msg: 'No cart' }, { status: 404 })));
    renderApp('/cart', signedIn);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('changes a quantity with plus and minus; a result below 1 is not possible', async () => {
    const cart = cartApi([makeCartItem({ cart_id: 100, quantity: 1 })]);
    server.use(...cart.handlers);
    const { user } = renderApp('/cart', signedIn);
    const line = await screen.findByRole('listitem', { name: 'Matcha Tea Set' });

    expect(within(line).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(within(line).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2));
    expect(cart.calls).toEqual([{ method: 'PATCH', path: '/api/cart/update', body: { cart_id: 100, quantity: 2 } }]);
    expect(screen.getByRole('region', { name: 'Order Summary' })).toHaveTextContent('$91.00');

    await user.click(within(line).getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(within(line).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1));
  });

  it('says "Failed to update cart" with the reason when the change is refused', async () => {
    server.use(
      http.patch(`${TEST_API_URL}/api/cart/update`, () => HttpResponse.json({ msg: 'Only 2 left in stock' }, { status: 409 })),
      ...cartApi([tea]).handlers,
    );
    const { user } = renderApp('/cart', signedIn);
    const line = await screen.findByRole('listitem', { name: 'Matcha Tea Set' });
    await user.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Failed to update cart')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left in stock')).toBeInTheDocument();
    expect(within(line).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
  });

  it('removes a line and says Item Removed', async () => {
    const cart = cartApi([tea, scarf]);
    server.use(...cart.handlers);
    const { user } = renderApp('/cart', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Remove Matcha Tea Set' }));

    expect(await screen.findByText('Item Removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Matcha Tea Set' })).not.toBeInTheDocument());
    expect(cart.calls).toEqual([{ method: 'DELETE', path: '/api/cart/delete', body: { cart_id: 100 } }]);
    expect(screen.getByRole('region', { name: 'Order Summary' })).toHaveTextContent('$30.00');
  });

  it('says "Failed to remove item from cart" when removing fails', async () => {
    server.use(http.delete(`${TEST_API_URL}/api/cart/delete`, () => new HttpResponse(null, { status: 500 })), ...cartApi([tea]).handlers);
    const { user } = renderApp('/cart', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Remove Matcha Tea Set' }));
    expect(await screen.findByText('Failed to remove item from cart')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Matcha Tea Set' })).toBeInTheDocument();
  });

  it('orders every line one by one, says Order Placed and lands on My Orders; the cart is empty', async () => {
    const cart = cartApi([tea, scarf]);
    server.use(...cart.handlers, http.get(`${TEST_API_URL}/api/order/mine`, () => HttpResponse.json({ items: [], next_cursor: null })));
    const { user, location, router } = renderApp('/cart', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));

    expect(await screen.findByText('Order Placed')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/orders'));
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    await router.navigate('/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(cart.calls.map((call) => (call.body as { cart_id: number }).cart_id)).toEqual([100, 101]);
    expect(cart.calls[0].body).toMatchObject({ cart_id: 100, product_id: 1, quantity: 2, full_location: 'Berlin, Germany', store_name: 'kyoto_crafts' });
  });

  it('says Checkout Failed and keeps a refused line in the cart with its reason', async () => {
    const cart = cartApi([tea, scarf], { refuseOrderOf: 100 });
    server.use(...cart.handlers);
    const { user } = renderApp('/cart', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));

    expect(await screen.findByText('Checkout Failed')).toBeInTheDocument();
    expect(screen.getByText(/There was an error processing your order\./)).toHaveTextContent('Matcha Tea Set: Only 1 left in stock');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Alpaca Scarf' })).not.toBeInTheDocument());
    const kept = screen.getByRole('listitem', { name: 'Matcha Tea Set' });
    expect(within(kept).getByRole('alert')).toHaveTextContent('Only 1 left in stock');
  });

  it('sends a guest to /login when the page runs outside the shell', async () => {
    const { location } = renderApp('/cart');
    await waitFor(() => expect(location()).toBe('/login'));
  });
});
