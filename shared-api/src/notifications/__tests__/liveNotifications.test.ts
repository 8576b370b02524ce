/** The notification list listens on the live connection (/api/live), shared with an open chat. */
import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse, ws } from 'msw';
import type { Notification } from '../../contract';
import { notificationsApi, withNotification } from '../endpoints';
import { orderHistoryApi } from '../../orders/historyEndpoints';
import { messagesApi } from '../../chat/endpoints';
import { loginWithToken } from '../../session/thunks';
import { makeStore } from '../../store';
import { aMessage, aNotification, aNotificationsPage, anOrderPage, customerToken, startMockApi, TEST_API_URL } from '../../testing';
import { liveRetry } from '../../live/liveConnection';

const server = startMockApi();
const live = ws.link('ws://api.test/api/live');
const token = customerToken(7, 'alice');

type Client = Parameters<Parameters<typeof live.addEventListener<'connection'>>[1]>[0]['client'];

interface LiveServer {
  clients: Client[];
  authFrames: Array<Record<string, unknown>>;
  stored: Notification[];
  listRequests: number;
  readBodies: unknown[];
  ordersRequests: number;
  conversationRequests: number;
  push(notification: Notification, client?: Client): void;
}

function serveLive(stored: Notification[] = [aNotification({ id: 1, read: true })]): LiveServer {
  const state: LiveServer = {
    clients: [],
    authFrames: [],
    stored,
    listRequests: 0,
    readBodies: [],
    ordersRequests: 0,
    conversationRequests: 0,
    push: (notification, client = state.clients[state.clients.length - 1]) => {
      state.stored = [notification, ...state.stored];
      client.send(JSON.stringify({ type: 'notification', notification }));
    },
  };
  server.use(
    http.get(`${TEST_API_URL}/api/notifications`, () => {
      state.listRequests += 1;
      return HttpResponse.json(aNotificationsPage(state.stored));
    }),
    http.post(`${TEST_API_URL}/api/notifications/read`, async ({ request }) => {
      const body = (await request.json()) as { ids?: number[] };
      state.readBodies.push(body);
      state.stored = state.stored.map((n) => (!body.ids || body.ids.includes(n.id) ? { ...n, read: true } : n));
      return HttpResponse.json({ unread: state.stored.filter((n) => !n.read).length });
    }),
    http.get(`${TEST_API_URL}/api/order/mine`, () => {
      state.ordersRequests += 1;
      return HttpResponse.json(anOrderPage());
    }),
    http.get(`${TEST_API_URL}/api/msg/get/tokyo-goods/and/alice`, () => {
      state.conversationRequests += 1;
      return HttpResponse.json([aMessage()]);
    }),
    live.addEventListener('connection', ({ client }) => {
      client.addEventListener('message', (event) => {
        const auth = JSON.parse(String(event.data)) as Record<string, unknown>;
        state.authFrames.push(auth);
        state.clients.push(client);
        const newest = Math.max(0, ...state.stored.map((n) => n.id));
        const from = typeof auth.last_notification_id === 'number' ? auth.last_notification_id : newest;
        client.send(JSON.stringify({ type: 'ready', last_message_id: 0, last_notification_id: from }));
        for (const notification of [...state.stored].reverse().filter((n) => n.id > from)) client.send(JSON.stringify({ type: 'notification', notification }));
      });
    }),
  );
  return state;
}

function openList(options: Parameters<typeof makeStore>[0] = {}) {
  Cookies.remove('token', { path: '/' });
  const store = makeStore(options);
  store.dispatch(loginWithToken(token));
  const subscription = store.dispatch(notificationsApi.endpoints.getNotifications.initiate());
  const page = () => notificationsApi.endpoints.getNotifications.select()(store.getState()).data?.pages[0];
  return { store, subscription, page };
}

beforeEach(() => {
  liveRetry.delaysMs = [10, 20];
  window.history.pushState({}, '', '/');
});

test('a pushed notification goes to the top, unread, and refreshes the lists it speaks of', async () => {
  const liveServer = serveLive();
  const { store, subscription, page } = openList();
  const orders = store.dispatch(orderHistoryApi.endpoints.getMyOrders.initiate('all'));
  await waitFor(() => expect(liveServer.clients).toHaveLength(1));
  await waitFor(() => expect(liveServer.ordersRequests).toBe(1));
  expect(page()).toEqual({ items: [aNotification({ id: 1, read: true })], unread: 0 });

  const completed = aNotification({ id: 2, kind: 'order_completed' });
  liveServer.push(completed);
  await waitFor(() => expect(page()).toEqual({ items: [completed, aNotification({ id: 1, read: true })], unread: 1 }));
  await waitFor(() => expect(liveServer.ordersRequests).toBe(2));
  // A repeat changes nothing.
  liveServer.push(completed);
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(page()?.unread).toBe(1);
  orders.unsubscribe();
  subscription.unsubscribe();
});

test("a message of the conversation open on this page counts as read at once; others do not", async () => {
  const liveServer = serveLive([]);
  window.history.pushState({}, '', '/chat/Tokyo-Goods');
  const { subscription, page } = openList();
  await waitFor(() => expect(liveServer.clients).toHaveLength(1));
  liveServer.push(aNotification({ id: 3, kind: 'message', link: '/chat/tokyo-goods', text: 'New message from tokyo-goods: hi' }));
  await waitFor(() => expect(liveServer.readBodies).toEqual([{ ids: [3] }]));
  await waitFor(() => expect(page()?.items[0]).toMatchObject({ id: 3, read: true }));
  expect(page()?.unread).toBe(0);

  liveServer.push(aNotification({ id: 4, kind: 'message', link: '/chat/kyoto-shop' }));
  await waitFor(() => expect(page()?.unread).toBe(1));
  expect(liveServer.readBodies).toHaveLength(1);
  subscription.unsubscribe();
});

test('marking read shows at once and asks the server; marking all read zeroes the count', async () => {
  const liveServer = serveLive([aNotification({ id: 2 }), aNotification({ id: 1 })]);
  const { store, subscription, page } = openList();
  await waitFor(() => expect(page()?.unread).toBe(2));
  await store.dispatch(notificationsApi.endpoints.markNotificationsRead.initiate({ ids: [2] })).unwrap();
  expect(page()?.items.map((n) => n.read)).toEqual([true, false]);
  expect(page()?.unread).toBe(1);
  await store.dispatch(notificationsApi.endpoints.markNotificationsRead.initiate({})).unwrap();
  await waitFor(() => expect(page()).toMatchObject({ unread: 0 }));
  expect(liveServer.readBodies).toEqual([{ ids: [2] }, {}]);
  subscription.unsubscribe();
});

test('the list and an open chat share one connection; resuming after a drop sends the last notification id', async () => {
  const liveServer = serveLive();
  const { store, subscription } = openList();
  await waitFor(() => expect(liveServer.clients).toHaveLength(1));
  const chat = store.dispatch(messagesApi.endpoints.getConversation.initiate({ store_name: 'tokyo-goods', username: 'alice' }));
  // The chat joined a connection already listening: it fetches what came before, on the same socket.
  await waitFor(() => expect(liveServer.conversationRequests).toBe(2));
  expect(liveServer.clients).toHaveLength(1);

  liveServer.push(aNotification({ id: 5 }));
  await new Promise((resolve) => setTimeout(resolve, 20));
  liveServer.clients[0].close(1001, 'restart');
  await waitFor(() => expect(liveServer.clients).toHaveLength(2));
  expect(liveServer.authFrames[1]).toEqual({ type: 'auth', token, last_message_id: 0, last_notification_id: 5 });

  chat.unsubscribe();
  subscription.unsubscribe();
});

test('a sign-in the server ends (4401: the password changed on another device) asks for the list again, and the refusal signs the visitor out with its reason', async () => {
  const liveServer = serveLive();
  const ended: unknown[] = [];
  const { store, subscription } = openList({ onSessionEnded: (refusal) => ended.push(refusal) });
  await waitFor(() => expect(liveServer.clients).toHaveLength(1));
  server.use(http.get(`${TEST_API_URL}/api/notifications`, () => HttpResponse.json({ msg: 'Your password was changed; please sign in again', code: 'token_revoked' }, { status: 401 })));
  liveServer.clients[0].close(4401, 'Your password was changed; please sign in again');
  await waitFor(() => expect(ended).toEqual([{ status: 401, data: { msg: 'Your password was changed; please sign in again', code: 'token_revoked' } }]));
  expect(store.getState().session.customer).toBeNull();
  expect(Cookies.get('token')).toBeUndefined();
  subscription.unsubscribe();
});

test('withNotification: a newer message of a conversation replaces its unread one', () => {
  const older = aNotification({ id: 7, kind: 'message', link: '/chat/tokyo-goods' });
  const readOne = aNotification({ id: 6, kind: 'message', link: '/chat/tokyo-goods', read: true });
  const other = aNotification({ id: 5, kind: 'message', link: '/chat/elsewhere' });
  const newer = aNotification({ id: 9, kind: 'message', link: '/chat/tokyo-goods' });
  expect(withNotification([{ items: [older, readOne, other], unread: 2 }], newer)).toEqual([{ items: [newer, readOne, other], unread: 2 }]);
  expect(withNotification([], newer)).toEqual([]);
});
