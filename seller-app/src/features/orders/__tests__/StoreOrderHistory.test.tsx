import { axe } from 'jest-axe';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrderFull } from 'shared-api';
import { anOrderFull } from 'shared-api/testing';
import { renderPage } from '../../../test/render';
import { API, server } from '../../../test/server';
import { StoreOrderHistory } from '../components/StoreOrderHistory';

const pending = anOrderFull({ order_id: 21, name: 'Tea cup', username: 'alice', quantity: 3, price: 12.5, total: 37.5, status: 'pending' });
const completed = anOrderFull({ order_id: 20, name: 'Teapot', username: 'bob', total: 40, status: 'completed' });
const cancelled = anOrderFull({ order_id: 19, name: 'Bowl', status: 'cancelled', cancelled_by: 'customer' });

/** The store's orders as the API holds them: filtered by status, paged, and changed by done/cancel. */
function serveHistory(initial: OrderFull[], { pageSize = 20, refuseCancel }: { pageSize?: number; refuseCancel?: string } = {}) {
  let orders = initial.map((o) => ({ ...o }));
  const asked: string[] = [];
  const cancels: unknown[] = [];
  server.use(
    http.get(`${API}/api/store/orders`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(`${params.get('status')}${params.get('cursor') ? ` after ${params.get('cursor')}` : ''}`);
      const status = params.get('status');
      const matching = orders.filter((o) => status === 'all' || o.status === status);
      const start = params.get('cursor') ? matching.findIndex((o) => String(o.order_id) === params.get('cursor')) + 1 : 0;
      const items = matching.slice(start, start + pageSize);
      return HttpResponse.json({ items, next_cursor: start + pageSize < matching.length ? String(items[items.length - 1].order_id) : null });
    }),
    http.post(`${API}/api/order/done`, async ({ request }) => {
      const { order_id } = (await request.json()) as { order_id: number };
      orders = orders.map((o) => (o.order_id === order_id ? { ...o, status: 'completed' } : o));
      return HttpResponse.json({ msg: 'Order completed' });
    }),
    http.post(`${API}/api/order/cancel`, async ({ request }) => {
      const body = (await request.json()) as { order_id: number; reason: string };
      cancels.push(body);
      if (refuseCancel) return HttpResponse.json({ msg: refuseCancel }, { status: 409 });
      orders = orders.map((o) => (o.order_id === body.order_id ? { ...o, status: 'cancelled', cancelled_by: 'store', cancel_reason: body.reason } : o));
      return HttpResponse.json({ msg: 'Order cancelled', order: orders.find((o) => o.order_id === body.order_id) });
    }),
  );
  return { asked, cancels };
}

const renderHistory = () => renderPage(<StoreOrderHistory />, { path: '/store/profile' });
const card = (orderId: number) => screen.getByRole('heading', { name: `Order #${orderId}` }).closest('li') as HTMLElement;

describe('Store orders tab (every order)', () => {
  it('lists every order, newest first, with its product, customer, total, date and status', async () => {
    serveHistory([pending, completed, cancelled]);
    renderHistory();
    expect(screen.getByText('Loading orders...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Order #21' });
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Order #21', 'Order #20', 'Order #19']);
    const first = within(card(21));
    expect(first.getByRole('link', { name: 'Tea cup' })).toHaveAttribute('href', `/product/${pending.product_id}`);
    expect(first.getByText('Total').nextElementSibling).toHaveTextContent('$37.50');
    expect(first.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/store/chat/alice');
    expect(first.getByText('Pending')).toBeInTheDocument();
    expect(within(card(20)).getByText('Completed')).toBeInTheDocument();
    expect(within(card(19)).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card(19)).getByText('The customer cancelled this order.')).toBeInTheDocument();
    // Only a pending order can still be completed or cancelled.
    expect(within(card(20)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters by status (pending, completed, cancelled, all), each with its own empty message', async () => {
    const { asked } = serveHistory([pending, completed]);
    const { user } = renderHistory();
    await screen.findByRole('heading', { name: 'Order #21' });
    const show = screen.getByLabelText('Show');
    await user.selectOptions(show, 'completed');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Order #21' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Order #20' })).toBeInTheDocument();
    await user.selectOptions(show, 'cancelled');
    expect(await screen.findByText('No cancelled orders.')).toBeInTheDocument();
    await user.selectOptions(show, 'pending');
    expect(await screen.findByRole('heading', { name: 'Order #21' })).toBeInTheDocument();
    expect(asked).toEqual(['all', 'completed', 'cancelled', 'pending']);
  });

  it('says "No orders found." for a store without orders', async () => {
    serveHistory([]);
    renderHistory();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it('loads more orders on request', async () => {
    const many = Array.from({ length: 23 }, (_, i) => anOrderFull({ order_id: 200 - i, status: 'completed' }));
    const { asked } = serveHistory(many);
    const { user } = renderHistory();
    await screen.findByRole('heading', { name: 'Order #200' });
    expect(screen.getAllByRole('heading')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load More Orders' }));
    await waitFor(() => expect(screen.getAllByRole('heading')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load More Orders' })).not.toBeInTheDocument();
    expect(asked).toEqual(['all', 'all after 181']);
  });

  it('Mark as Completed turns a pending order into a completed one', async () => {
    serveHistory([pending]);
    const { user } = renderHistory();
    await screen.findByRole('heading', { name: 'Order #21' });
    await user.click(within(card(21)).getByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByText('Order Completed')).toBeInTheDocument();
    await waitFor(() => expect(within(card(21)).getByText('Completed')).toBeInTheDocument());
  });

  it('cancels with a reason the customer will read (a reason is required); the order shows Cancelled with it', async () => {
    const { cancels } = serveHistory([pending]);
    const { user } = renderHistory();
    await screen.findByRole('heading', { name: 'Order #21' });
    await user.click(within(card(21)).getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #21?' });
    expect(dialog).toHaveTextContent('3 × Tea cup for alice. The customer will be told, and the items go back in stock.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await within(dialog).findByText('Please tell the customer why')).toBeInTheDocument();
    expect(cancels).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Reason for the customer/), '  The kiln broke; sorry!  ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order Cancelled')).toBeInTheDocument();
    expect(cancels).toEqual([{ order_id: 21, reason: 'The kiln broke; sorry!' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(card(21)).getByText('You cancelled it: The kiln broke; sorry!')).toBeInTheDocument());
  });

  it('keeps the dialog and says why when the cancel is refused (completed meanwhile)', async () => {
    serveHistory([pending], { refuseCancel: 'This order is already completed and can no longer be cancelled' });
    const { user } = renderHistory();
    await screen.findByRole('heading', { name: 'Order #21' });
    await user.click(within(card(21)).getByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason for the customer/), 'Out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Failed to cancel the order')).toBeInTheDocument();
    expect(screen.getByText('This order is already completed and can no longer be cancelled')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says when the orders could not be loaded, and retries', async () => {
    let fail = true;
    server.use(http.get(`${API}/api/store/orders`, () => (fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ items: [pending], next_cursor: null }))));
    const { user } = renderHistory();
    expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Order #21' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    serveHistory([pending, completed, cancelled]);
    const { container } = renderHistory();
    await screen.findByRole('heading', { name: 'Order #21' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
