/** The cart warns about lines whose store does not ship to the chosen country; checkout still proceeds. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CartItem, Product } from 'shared-api';
import { customerToken, startMockApi, TEST_API_URL } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { makeCartItem, makeProduct } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const server = startMockApi();

const tea = makeCartItem({ cart_id: 100, product_id: 1, name: 'Matcha Tea Set', price: 45.5, quantity: 2 });
const scarf = makeCartItem({ cart_id: 101, product_id: 3, name: 'Alpaca Scarf', price: 30, quantity: 1, store_name: 'andes_wool', country: 'Peru' });
const products: Product[] = [
  makeProduct({ product_id: 1, name: 'Matcha Tea Set', ships_to: [] }),
  makeProduct({ product_id: 3, name: 'Alpaca Scarf', store_name: 'andes_wool', country: 'Peru', ships_to: ['Peru', 'Chile'] }),
];

function shopApi(initial: CartItem[]) {
  let items = initial;
  const ordered: number[] = [];
  const productRequests: number[] = [];
  const handlers = [
    http.get(`${TEST_API_URL}/api/cart`, () => HttpResponse.json(items)),
    http.get(`${TEST_API_URL}/api/product/:id`, ({ params }) => {
      productRequests.push(Number(params.id));
      const product = products.find((candidate) => candidate.product_id === Number(params.id));
      return product ? HttpResponse.json(product) : HttpResponse.json({ msg: 'Product not found' }, { status: 404 });
    }),
    http.post(`${TEST_API_URL}/api/order/add`, async ({ request }) => {
      const { cart_id } = (await request.json()) as { cart_id: number };
      ordered.push(cart_id);
      items = items.filter((item) => item.cart_id !== cart_id);
      return HttpResponse.json({ msg: 'Ordered', order: {} }, { status: 201 });
    }),
    http.get(`${TEST_API_URL}/api/order/mine`, () => HttpResponse.json({ items: [], next_cursor: null })),
  ];
  return { handlers, ordered, productRequests };
}

const signedIn = { token: customerToken(1, 'alice') };

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('Cart: shipping to the chosen country', () => {
  it('warns on the line whose store does not ship there and in the summary, and still checks out every line', async () => {
    const api = shopApi([tea, scarf]);
    server.use(...api.handlers);
    const { user, location } = renderApp('/cart', { ...signedIn, shipTo: 'Germany' });

    const scarfLine = await screen.findByRole('listitem', { name: 'Alpaca Scarf' });
    expect(await within(scarfLine).findByText('This store does not ship to Germany.')).toBeInTheDocument();
    const teaLine = screen.getByRole('listitem', { name: 'Matcha Tea Set' });
    expect(within(teaLine).queryByText(/does not ship/)).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('1 item may not ship to Germany.')).toBeInTheDocument();
    // One product query per line, the product page's.
    expect([...api.productRequests].sort()).toEqual([1, 3]);

    // A warning, not a refusal.
    await user.click(within(summary).getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Order Placed')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/orders'));
    expect(api.ordered).toEqual([100, 101]);
  });

  it('warns about nothing when every store ships there, or when no country is chosen (and then asks for no product)', async () => {
    const api = shopApi([tea, scarf]);
    server.use(...api.handlers);
    const first = renderApp('/cart', { ...signedIn, shipTo: 'Chile' });
    await screen.findByRole('listitem', { name: 'Alpaca Scarf' });
    await waitFor(() => expect(api.productRequests).toHaveLength(2));
    expect(screen.queryByText(/ship to/)).not.toBeInTheDocument();
    first.unmount();

    const second = shopApi([tea, scarf]);
    server.use(...second.handlers);
    renderApp('/cart', signedIn);
    await screen.findByRole('listitem', { name: 'Alpaca Scarf' });
    expect(screen.queryByText(/ship to/)).not.toBeInTheDocument();
    expect(second.productRequests).toEqual([]);
  });

  it('warns in Arabic', async () => {
    server.use(...shopApi([tea, scarf, { ...scarf, cart_id: 102, quantity: 3 }]).handlers);
    await act(() => i18n.changeLanguage('ar'));
    renderApp('/cart', { ...signedIn, shipTo: 'Japan' });
    expect(await screen.findByText('قد لا يُشحن منتجان إلى \u2068اليابان\u2069.')).toBeInTheDocument();
    expect(screen.getAllByText('لا يشحن هذا المتجر إلى \u2068اليابان\u2069.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'المتابعة إلى الدفع' })).toBeEnabled();
  });
});
