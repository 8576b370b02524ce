import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { OrderFull } from 'shared-api';
import { anOrderFull, customerToken, startMockApi, TEST_API_URL } from 'shared-api/testing';
import { renderApp } from '../../../test/renderApp';

const server = startMockApi();
const signedIn = { token: customerToken(1, 'alice') };

const teapot = anOrderFull({
  order_id: 12, product_id: 3, name: 'Iron Teapot', price: 35.9, quantity: 2, total: 71.8, img: '/uploads/products/teapot.webp',
  store_name: 'tokyo_crafts', full_location: 'Berlin, Germany', status: 'pending', created_at: '2026-11-20T09:30:00.000Z',
});
const scarf = anOrderFull({
  order_id: 11, product_id: 4, name: 'Alpaca Scarf', price: 30, quantity: 1, total: 30, store_name: 'andes_wool',
  status: 'cancelled', cancelled_by: 'store', cancel_reason: 'The last one was sold at the market', created_at: '2026-11-19T09:30:00.000Z',
});
const cups = anOrderFull({ order_id: 10, product_id: 5, name: 'Clay Cups', total: 12, status: 'completed', created_at: '2026-11-18T09:30:00.000Z' });

/** The customer's orders as the API holds them: pages of `pageSize`, and cancelling changes them. */
function ordersApi(initial: OrderFull[], { pageSize = 20, cancelAnswer }: { pageSize?: number; cancelAnswer?: { status: number; msg: string } } = {}) {
  let orders = initial.map((o) => ({ ...o }));
  const requests: string[] = [];
  const cancels: unknown[] = [];
  const handlers = [
    http.get(`${TEST_API_URL}/api/order/mine`, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url.search);
      const after = url.searchParams.get('cursor');
      const start = after ? orders.findIndex((o) => String(o.order_id) === after) + 1 : 0;
      const items = orders.slice(start, start + pageSize);
      const more = start + pageSize < orders.length;
      return HttpResponse.json({ items, next_cursor: more ? String(items[items.length - 1].order_id) : null });
    }),
    http.post(`${TEST_API_URL}/api/order/cancel`, async ({ request }) => {
      const body = (await request.json()) as { order_id: number };
      cancels.push(body);
      if (cancelAnswer) return HttpResponse.json({ msg: cancelAnswer.msg }, { status: cancelAnswer.status });
      orders = orders.map((o) => (o.order_id === body.order_id ? { ...o, status: 'cancelled', cancelled_by: 'customer' } : o));
      return HttpResponse.json({ msg: 'Order cancelled', order: orders.find((o) => o.order_id === body.order_id) });
    }),
  ];
  return { handlers, requests, cancels };
}

describe('My Orders', () => {
  it('says it is loading, then lists every order newest first with all it needs', async () => {
    const api = ordersApi([teapot, scarf, cups]);
    server.use(http.get(`${TEST_API_URL}/api/order/mine`, async () => {
      await delay(30);
      return HttpResponse.json({ items: [teapot, scarf, cups], next_cursor: null });
    }));
    renderApp('/orders', signedIn);
    expect(await screen.findByText('Loading orders...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your orders' });
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Order #12', 'Order #11', 'Order #10']);

    const order = within(list).getByRole('listitem', { name: 'Order #12' });
    expect(within(order).getByRole('link', { name: 'Iron Teapot' })).toHaveAttribute('href', '/product/3');
    expect(within(order).getByRole('link', { name: 'tokyo_crafts' })).toHaveAttribute('href', '/store/tokyo_crafts');
    expect(within(order).getByRole('link', { name: 'Message tokyo_crafts' })).toHaveAttribute('href', '/chat/tokyo_crafts');
    expect(within(order).getByText('Quantity').nextElementSibling).toHaveTextContent('2');
    expect(within(order).getByText('Price').nextElementSibling).toHaveTextContent('$35.90');
    expect(within(order).getByText('Total').nextElementSibling).toHaveTextContent('$71.80');
    expect(within(order).getByText('Pending')).toBeInTheDocument();
    expect(within(order).getByText(/Deliver to: Berlin, Germany/)).toBeInTheDocument();
    // The placed date in the reader's own time zone.
    const placed = new Date('2026-11-20T09:30:00.000Z');
    expect(order.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T09:30:00.000Z');
    expect(order.querySelector('time')?.textContent).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(placed));
    expect(order.querySelector('img')).toHaveAttribute('src', `${TEST_API_URL}/uploads/products/teapot.webp`);

    const cancelled = within(list).getByRole('listitem', { name: 'Order #11' });
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).getByText("The store's reason: The last one was sold at the market")).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(within(within(list).getByRole('listitem', { name: 'Order #10' })).getByText('Completed')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('shows "You have no orders yet" with a link to the shop', async () => {
    server.use(...ordersApi([]).handlers);
    renderApp('/orders', signedIn);
    expect(await screen.findByText('You have no orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('says when the orders could not be loaded, and tries again on request', async () => {
    let fail = true;
    server.use(http.get(`${TEST_API_URL}/api/order/mine`, () => (fail ? HttpResponse.json({ msg: 'down' }, { status: 503 }) : HttpResponse.json({ items: [cups], next_cursor: null }))));
    const { user } = renderApp('/orders', signedIn);
    expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Order #10' })).toBeInTheDocument();
  });

  it('loads the next page on request, until there is none', async () => {
    const many = Array.from({ length: 25 }, (_, i) => anOrderFull({ order_id: 100 - i, name: `Order item ${100 - i}` }));
    const api = ordersApi(many, { pageSize: 20 });
    server.use(...api.handlers);
    const { user } = renderApp('/orders', signedIn);
    expect(await screen.findAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load More Orders' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load More Orders' })).not.toBeInTheDocument();
    expect(api.requests).toEqual(['?status=all&limit=20', '?status=all&limit=20&cursor=81']);
  });

  it('cancels a pending order after a confirmation; keeping it changes nothing', async () => {
    const api = ordersApi([teapot, cups]);
    server.use(...api.handlers);
    const { user } = renderApp('/orders', signedIn);
    const order = await screen.findByRole('listitem', { name: 'Order #12' });

    await user.click(within(order).getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('Order #12: 2 × Iron Teapot from tokyo_crafts. The store will be told, and the items go back in stock.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.cancels).toEqual([]);

    await user.click(within(order).getByRole('button', { name: 'Cancel Order' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order Cancelled')).toBeInTheDocument();
    expect(api.cancels).toEqual([{ order_id: 12 }]);
    const updated = await screen.findByRole('listitem', { name: 'Order #12' });
    await waitFor(() => expect(within(updated).getByText('Cancelled')).toBeInTheDocument());
    expect(within(updated).getByText('You cancelled this order.')).toBeInTheDocument();
    expect(within(updated).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it("says why a cancel was refused (the store completed it first)", async () => {
    server.use(...ordersApi([teapot], { cancelAnswer: { status: 409, msg: 'This order is already completed and can no longer be cancelled' } }).handlers);
    const { user } = renderApp('/orders', signedIn);
    const order = await screen.findByRole('listitem', { name: 'Order #12' });
    await user.click(within(order).getByRole('button', { name: 'Cancel Order' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Failed to cancel the order')).toBeInTheDocument();
    expect(screen.getByText('This order is already completed and can no longer be cancelled')).toBeInTheDocument();
  });

  it('is for customers: a guest goes to the login page', async () => {
    const { location } = renderApp('/orders');
    await waitFor(() => expect(location()).toBe('/login'));
  });
});
