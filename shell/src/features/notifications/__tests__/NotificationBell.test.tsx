import '../../../test/setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { http, HttpResponse, ws } from 'msw';
import type { Notification } from 'shared-api';
import { renderApp } from '../../../test/renderApp';
import { API_URL, cartAnswers, LIVE_URL, notificationAnswers, server } from '../../../test/server';

const note = (overrides: Partial<Notification>): Notification => ({
  id: 1,
  kind: 'order_completed',
  text: 'tokyo_crafts completed your order #12 (2 × Iron Teapot)',
  link: '/orders',
  created_at: '2026-11-20T10:00:00.000Z',
  read: false,
  ...overrides,
});

const bell = () => within(screen.getByRole('banner')).getByRole('button', { name: /^Notifications/ });

/**
 * A press inside an awaited act. (user-event's own async wrapper turns React's act environment off
 * while it runs, so the list's lazy chunk and the store's batched updates landing then warn.)
 */
const press = (element: Element) =>
  act(async () => {
    fireEvent.click(element);
  });

/** Presses the bell; the list's code (its own chunk) arrives inside the same act. */
async function openList() {
  await act(async () => {
    fireEvent.click(bell());
    await import('../components/NotificationPanel');
  });
}

/** The notifications held by the mock API: marking read changes them; every read request is kept. */
function notificationsApi(initial: Notification[]) {
  let items = initial;
  const reads: unknown[] = [];
  server.use(
    http.get(`${API_URL}/api/notifications`, ({ request }) => {
      const after = Number(new URL(request.url).searchParams.get('after') ?? 0);
      const page = items.filter((n) => !after || n.id < after).slice(0, 20);
      return HttpResponse.json({ items: page, unread: items.filter((n) => !n.read).length });
    }),
    http.post(`${API_URL}/api/notifications/read`, async ({ request }) => {
      const body = (await request.json()) as { ids?: number[] };
      reads.push(body);
      items = items.map((n) => (!body.ids || body.ids.includes(n.id) ? { ...n, read: true } : n));
      return HttpResponse.json({ unread: items.filter((n) => !n.read).length });
    }),
  );
  return { reads, add: (n: Notification) => (items = [n, ...items]) };
}

describe('notification bell', () => {
  it('is not there for a guest', async () => {
    await renderApp({ path: '/shop' });
    await screen.findByRole('heading', { name: 'Shop page' });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('is not there for the operator, for whom the API keeps no notifications', async () => {
    const asked: string[] = [];
    server.use(http.get(`${API_URL}/api/notifications`, ({ request }) => {
      asked.push(request.url);
      return HttpResponse.json({ msg: 'This call is not for operators', code: 'not_for_operators' }, { status: 403 });
    }));
    await renderApp({ as: 'operator', path: '/shop' });
    await screen.findByRole('heading', { name: 'Shop page' });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows the unread count only above 0, for a customer and a store', async () => {
    server.use(cartAnswers([]));
    notificationsApi([note({ id: 2 }), note({ id: 1, read: true })]);
    const customer = await renderApp({ as: 'customer' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications 1 unread'));
    expect(within(bell()).getByText('1')).toBeInTheDocument();
    customer.unmount();

    server.use(notificationAnswers([note({ id: 3, read: true })]));
    await renderApp({ as: 'store', path: '/store/profile' });
    await screen.findByRole('heading', { name: 'Store dashboard page' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(document.querySelector('[data-notification-count]')).toBeNull();
  });

  it('lists the notifications with their links; opening one marks it read and goes there', async () => {
    server.use(cartAnswers([]));
    const api = notificationsApi([
      note({ id: 2, kind: 'order_cancelled', text: 'andes_wool cancelled your order #11 (1 × Alpaca Scarf). Reason: Sold out', link: '/orders' }),
      note({ id: 1, kind: 'new_product', text: 'tokyo_crafts added a new product: Lacquer Bowl', link: '/product/9', read: true }),
    ]);
    await renderApp({ as: 'customer' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications 1 unread'));
    await openList();
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.replace(/\d{1,2}:\d{2}.*$/, ''), link.getAttribute('href')])).toEqual([
      [expect.stringContaining('Unread: andes_wool cancelled your order #11 (1 × Alpaca Scarf). Reason: Sold out'), '/orders'],
      [expect.stringContaining('tokyo_crafts added a new product: Lacquer Bowl'), '/product/9'],
    ]);
    await press(links[0]);
    expect(await screen.findByRole('heading', { name: 'Customer orders page' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(api.reads).toEqual([{ ids: [2] }]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
  });

  it('marks every one read at once, and says when there are none', async () => {
    server.use(cartAnswers([]));
    const api = notificationsApi([note({ id: 3 }), note({ id: 2 }), note({ id: 1 })]);
    await renderApp({ as: 'customer' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications 3 unread'));
    await openList();
    await press(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(api.reads).toEqual([{}]);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();

    server.use(notificationAnswers([]));
  });

  it('closes on Escape with the focus back on the bell, and on a press outside', async () => {
    server.use(cartAnswers([]));
    notificationsApi([note({ id: 2 })]);
    await renderApp({ as: 'customer' });
    await openList();
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    markAll.focus();
    await act(async () => {
      fireEvent.keyDown(markAll, { key: 'Escape' });
    });
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();

    await openList();
    await screen.findByRole('region', { name: 'Notifications' });
    await act(async () => {
      fireEvent.pointerDown(screen.getByRole('main'));
    });
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('says "No notifications yet." when there are none', async () => {
    server.use(cartAnswers([]));
    await renderApp({ as: 'customer' });
    await openList();
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });

  it('shows older ones on request', async () => {
    server.use(cartAnswers([]));
    notificationsApi(Array.from({ length: 25 }, (_, i) => note({ id: 25 - i, text: `Notification ${25 - i}`, read: true })));
    await renderApp({ as: 'customer' });
    await openList();
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(20));
    await press(within(panel).getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(25));
    expect(within(panel).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
  });

  it('a notification arriving on the live channel raises the count at once', async () => {
    server.use(cartAnswers([]));
    notificationsApi([]);
    const clients: Array<{ send(data: string): void }> = [];
    server.use(
      ws.link(LIVE_URL).addEventListener('connection', ({ client }) => {
        client.addEventListener('message', () => {
          clients.push(client);
          client.send(JSON.stringify({ type: 'ready', last_message_id: 0, last_notification_id: 0 }));
        });
      }),
    );
    await renderApp({ as: 'store', path: '/store/profile' });
    await waitFor(() => expect(clients).toHaveLength(1));
    await act(async () => {
      clients[0].send(JSON.stringify({ type: 'notification', notification: note({ id: 7, kind: 'order_placed', text: 'New order #40 (1 × Teapot) from alice: $40.00', link: '/store/orders' }) }));
    });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications 1 unread'));
  });

  it("reads a message notification when its chat is opened", async () => {
    server.use(cartAnswers([]));
    const api = notificationsApi([note({ id: 4, kind: 'message', text: 'New message from tokyo_crafts: hello', link: '/chat/tokyo_crafts' })]);
    await renderApp({ as: 'customer', path: '/chat/tokyo_crafts' });
    await waitFor(() => expect(api.reads).toEqual([{ ids: [4] }]));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
  });

  it('has no accessibility violations with the list open', async () => {
    server.use(cartAnswers([]));
    notificationsApi([note({ id: 2 }), note({ id: 1, read: true })]);
    const { container } = await renderApp({ as: 'customer' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications 1 unread'));
    await openList();
    await screen.findByRole('region', { name: 'Notifications' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
