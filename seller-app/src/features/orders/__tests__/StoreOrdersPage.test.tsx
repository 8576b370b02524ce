import { axe } from 'jest-axe';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { anOrder } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { API, server } from '../../../test/server';
import { OrdersList } from '../components/OrdersList';
import StoreOrdersPage from '../components/StoreOrdersPage';

function renderOrders() {
  return renderPage(<StoreOrdersPage />, { path: '/store/orders' });
}

/** A pending-orders list that loses an order once it is marked done (as the API does). */
function servePendingOrders(orders = [anOrder(), anOrder({ order_id: 12, username: 'bob', quantity: 1, product_id: 6 })]) {
  let pending = orders;
  const done: unknown[] = [];
  server.use(
    http.post(`${API}/api/order/see`, () => HttpResponse.json(pending)),
    http.post(`${API}/api/order/done`, async ({ request }) => {
      const body = (await request.json()) as { order_id: number };
      done.push(body);
      pending = pending.filter((order) => order.order_id !== body.order_id);
      return HttpResponse.json({ msg: 'Order completed' });
    }),
  );
  return done;
}

function orderCard(orderId: number) {
  return screen.getByRole('heading', { name: `Order #${orderId}` }).closest('li') as HTMLElement;
}

describe('Store orders (/store/orders)', () => {
  it('names the browser tab after the page', async () => {
    servePendingOrders();
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'Order #11' })).toBeInTheDocument();
    expect(document.title).toBe('Store Orders — Global Marketplace');
  });

  it('shows Loading orders..., then each order with the spec fields', async () => {
    servePendingOrders();
    renderOrders();

    expect(screen.getByText('Loading orders...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Order #11' });
    const card = within(orderCard(11));
    expect(card.getByText('Customer')).toBeInTheDocument();
    expect(card.getByText('alice')).toBeInTheDocument();
    expect(card.getByText('Location')).toBeInTheDocument();
    expect(card.getByText('France, Lyon, 3 rue Victor Hugo')).toBeInTheDocument();
    expect(card.getByText('Product ID')).toBeInTheDocument();
    expect(card.getByText('5')).toBeInTheDocument();
    expect(card.getByText('Quantity')).toBeInTheDocument();
    expect(card.getByText('2')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Mark as Completed' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Order #12' })).toBeInTheDocument();
  });

  it("also shows each order's product name, total (price × quantity) and placed date", async () => {
    servePendingOrders([anOrder({ name: 'Tea cup', price: 19.99, quantity: 3, created_at: '2026-11-20T10:00:00.000Z' })]);
    renderOrders();
    await screen.findByRole('heading', { name: 'Order #11' });
    const card = within(orderCard(11));
    expect(card.getByText('Product').nextElementSibling).toHaveTextContent('Tea cup');
    expect(card.getByText('Total').nextElementSibling).toHaveTextContent('$59.97');
    const placed = card.getByText('Placed').nextElementSibling!.querySelector('time')!;
    expect(placed).toHaveAttribute('dateTime', '2026-11-20T10:00:00.000Z');
    expect(placed.textContent).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-20T10:00:00.000Z')));
  });

  it("shows the API's total as it is, and links to the product and to a chat with the customer", async () => {
    // Whatever the server says the line costs is what the store reads: the browser never recomputes it.
    servePendingOrders([anOrder({ price: 10, quantity: 3, total: 25 })]);
    renderOrders();
    await screen.findByRole('heading', { name: 'Order #11' });
    const card = within(orderCard(11));
    expect(card.getByText('Total').nextElementSibling).toHaveTextContent('$25.00');
    expect(card.getByRole('link', { name: 'Tea cup' })).toHaveAttribute('href', '/product/5');
    expect(card.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/store/chat/alice');
    expect(card.getByText('Pending')).toBeInTheDocument();
  });

  it('Mark as Completed: sends order_id, toasts Order Completed and the order leaves the list', async () => {
    const done = servePendingOrders();
    const { user } = renderOrders();
    await screen.findByRole('heading', { name: 'Order #11' });

    await user.click(within(orderCard(11)).getByRole('button', { name: 'Mark as Completed' }));

    expect(await screen.findByText('Order Completed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Order #11' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Order #12' })).toBeInTheDocument();
    expect(done).toEqual([{ order_id: 11 }]);
  });

  it('says "No orders found." when the last order is completed', async () => {
    servePendingOrders([anOrder()]);
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it('shows Completed in the list that keeps completed orders (dashboard tab)', async () => {
    server.use(
      http.post(`${API}/api/order/see`, () => HttpResponse.json([anOrder()])),
      http.post(`${API}/api/order/done`, () => HttpResponse.json({ msg: 'Order completed' })),
    );
    const { user } = renderPage(<OrdersList hideCompleted={false} />, { path: '/store/profile' });
    await user.click(await screen.findByRole('button', { name: 'Mark as Completed' }));

    expect(await screen.findByRole('button', { name: 'Completed' })).toBeDisabled();
  });

  it('toasts "Failed to complete the order." and keeps the order when refused', async () => {
    server.use(
      http.post(`${API}/api/order/see`, () => HttpResponse.json([anOrder()])),
      http.post(`${API}/api/order/done`, () => HttpResponse.json({ msg: 'Order not found' }, { status: 404 })),
    );
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Mark as Completed' }));

    expect(await screen.findByText('Failed to complete the order.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as Completed' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Order #11' })).toBeInTheDocument();
  });

  it('says "No orders found." when there are none', async () => {
    server.use(http.post(`${API}/api/order/see`, () => HttpResponse.json([])));
    renderOrders();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it('toasts "Failed to load orders" and offers a retry', async () => {
    server.use(http.post(`${API}/api/order/see`, () => new HttpResponse(null, { status: 500 }), { once: true }));
    const { user } = renderOrders();

    // toast and page (the toast viewport's code arrives with the first toast, a moment after the page text)
    await waitFor(() => expect(screen.getAllByText('Failed to load orders')).toHaveLength(2));
    server.use(http.post(`${API}/api/order/see`, () => HttpResponse.json([anOrder()])));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Order #11' })).toBeInTheDocument();
  });
  it('has no accessibility violations', async () => {
    servePendingOrders();
    const { container } = renderOrders();
    await screen.findByRole('heading', { name: 'Order #11' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
