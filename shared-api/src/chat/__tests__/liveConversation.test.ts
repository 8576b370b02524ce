/** The conversation query listens on the push channel (/api/live) while it is in use. */
import { waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { delay, http, HttpResponse, ws } from 'msw';
import { api } from '../../api';
import type { Message } from '../../contract';
import { mergeMessages, messagesApi } from '../endpoints';
import { loginWithToken, logout } from '../../session/thunks';
import { makeStore } from '../../store';
import { aMessage, customerToken, startMockApi, TEST_API_URL } from '../../testing';
import { liveRetry, openLiveConnection } from '../../live/liveConnection';

const server = startMockApi();
const live = ws.link('ws://api.test/api/live');

const key = { store_name: 'tokyo-goods', username: 'alice' };
const hello = aMessage({ message_id: 1, sender: 'alice', msg: 'Hello' });
const reply = aMessage({ message_id: 2, sender: 'tokyo-goods', msg: 'Welcome!' });

type Client = Parameters<Parameters<typeof live.addEventListener<'connection'>>[1]>[0]['client'];

interface LiveServer {
  clients: Client[];
  authFrames: unknown[];
  closedByClient: number;
  conversationRequests: number;
  messages: Message[];
  push(client: Client, frame: object): void;
}

function serveLive(options: { refuseAuth?: boolean } = {}): LiveServer {
  const state: LiveServer = {
    clients: [],
    authFrames: [],
    closedByClient: 0,
    conversationRequests: 0,
    messages: [hello],
    push: (client, frame) => client.send(JSON.stringify(frame)),
  };
  server.use(
    http.get(`${TEST_API_URL}/api/msg/get/tokyo-goods/and/alice`, () => {
      state.conversationRequests += 1;
      return HttpResponse.json(state.messages);
    }),
    live.addEventListener('connection', ({ client }) => {
      client.addEventListener('message', (event) => {
        const auth = JSON.parse(String(event.data)) as { last_message_id?: number };
        state.authFrames.push(auth);
        if (options.refuseAuth) client.close(4401, 'Invalid token');
        else {
          state.clients.push(client);
          // As the API does: delivery starts at the client's resume point (or the newest message),
          // and what came after it is sent at once.
          const newest = Math.max(0, ...state.messages.map((m) => m.message_id));
          const from = auth.last_message_id ?? newest;
          client.send(JSON.stringify({ type: 'ready', last_message_id: from }));
          for (const message of state.messages.filter((m) => m.message_id > from)) client.send(JSON.stringify({ type: 'message', ...key, message }));
        }
      });
      client.addEventListener('close', () => {
        state.closedByClient += 1;
      });
    }),
  );
  return state;
}

const token = customerToken(7, 'alice');

function openConversation() {
  Cookies.remove('token', { path: '/' });
  const store = makeStore();
  store.dispatch(loginWithToken(token));
  const subscription = store.dispatch(messagesApi.endpoints.getConversation.initiate(key));
  const messages = () => messagesApi.endpoints.getConversation.select(key)(store.getState()).data;
  return { store, subscription, messages };
}

const pushed = (message: Message, conversation = key) => ({ type: 'message', ...conversation, message });

beforeEach(() => {
  liveRetry.delaysMs = [10, 20];
});

test('authenticates with the token as its first frame, then appends pushed messages of this conversation', async () => {
  const liveServer = serveLive();
  const { subscription, messages } = openConversation();
  await waitFor(() => expect(liveServer.clients).toHaveLength(1));
  expect(liveServer.authFrames).toEqual([{ type: 'auth', token }]);
  expect(messages()).toEqual([hello]);

  const [client] = liveServer.clients;
  liveServer.push(client, pushed(reply));
  await waitFor(() => expect(messages()).toEqual([hello, reply]));

  // Another conversation, a repeat and unknown frames change nothing.
  liveServer.push(client, pushed(aMessage({ message_id: 3, msg: 'elsewhere' }), { store_name: 'other-store', username: 'alice' }));
  liveServer.push(client, pushed(reply));
  liveServer.push(client, { type: 'typing' });
  client.send('not json');
  const fourth = aMessage({ message_id: 4, sender: 'tokyo-goods', msg: 'Anything else?' });
  liveServer.push(client, pushed(fourth));
  await waitFor(() => expect(messages()).toEqual([hello, reply, fourth]));
  subscription.unsubscribe();
});

test('a send appends the stored message once, even when the push brings it too', async () => {
  const liveServer = serveLive();
  const sent = aMessage({ message_id: 5, sender: 'alice', msg: 'Is it in stock?' });
  server.use(
    http.post(`${TEST_API_URL}/api/msg/add/tokyo-goods/and/alice`, () => {
      liveServer.push(liveServer.clients[0], pushed(sent));
      liveServer.messages = [hello, sent];
      return HttpResponse.json(sent, { status: 201 });
    }),
  );
  const { store, subscription, messages } = openConversation();
  await waitFor(() => expect(liveServer.clients).toHaveLength(1));
  await store.dispatch(messagesApi.endpoints.sendMessage.initiate({ ...key, msg: 'Is it in stock?' })).unwrap();
  await waitFor(() => expect(messages()).toEqual([hello, sent]));
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(messages()).toEqual([hello, sent]);
  subscription.unsubscribe();
});

test('a failed send appends nothing', async () => {
  const liveServer = serveLive();
  server.use(http.post(`${TEST_API_URL}/api/msg/add/tokyo-goods/and/alice`, () => HttpResponse.json({ msg: 'Too long' }, { status: 400 })));
  const { store, subscription, messages } = openConversation();
  await waitFor(() => expect(liveServer.clients).toHaveLength(1));
  await expect(store.dispatch(messagesApi.endpoints.sendMessage.initiate({ ...key, msg: 'x' })).unwrap()).rejects.toMatchObject({ status: 400 });
  expect(messages()).toEqual([hello]);
  subscription.unsubscribe();
});

test('after a dropped connection it resumes after the last message it saw: the server resends what it missed, nothing is fetched again', async () => {
  const liveServer = serveLive();
  const { subscription, messages } = openConversation();
  await waitFor(() => expect(liveServer.clients).toHaveLength(1));
  await waitFor(() => expect(liveServer.conversationRequests).toBe(2)); // the catch-up after the first ready

  // The server goes away; meanwhile a message is stored that no push announced.
  liveServer.messages = [hello, reply];
  liveServer.clients[0].close(1001, 'restart');

  await waitFor(() => expect(liveServer.clients).toHaveLength(2));
  expect(liveServer.authFrames).toEqual([{ type: 'auth', token }, { type: 'auth', token, last_message_id: hello.message_id }]);
  await waitFor(() => expect(messages()).toEqual([hello, reply]));
  expect(liveServer.conversationRequests).toBe(2);

  // Dropped again: it resumes after the newest it saw, of any conversation.
  const elsewhere = aMessage({ message_id: 9, msg: 'other conversation' });
  liveServer.push(liveServer.clients[1], pushed(elsewhere, { store_name: 'other-store', username: 'alice' }));
  liveServer.push(liveServer.clients[1], pushed(reply)); // a repeat is ignored
  await new Promise((resolve) => setTimeout(resolve, 20));
  liveServer.messages = [hello, reply, elsewhere];
  liveServer.clients[1].close(1006);
  await waitFor(() => expect(liveServer.clients).toHaveLength(3));
  expect(liveServer.authFrames[2]).toEqual({ type: 'auth', token, last_message_id: 9 });
  liveServer.clients.splice(1, 1);

  // And it listens on the new connection.
  const third = aMessage({ message_id: 10, msg: 'back' });
  liveServer.push(liveServer.clients[1], pushed(third));
  await waitFor(() => expect(messages()).toEqual([hello, reply, third]));
  subscription.unsubscribe();
});

test('a message stored after the first fetch but before the channel was ready is fetched once ready', async () => {
  const liveServer = serveLive();
  server.use(
    http.get(`${TEST_API_URL}/api/msg/get/tokyo-goods/and/alice`, () => {
      liveServer.conversationRequests += 1;
      const answer = HttpResponse.json(liveServer.messages);
      liveServer.messages = [hello, reply]; // stored right after this answer left
      return answer;
    }),
  );
  const { subscription, messages } = openConversation();
  await waitFor(() => expect(liveServer.clients).toHaveLength(1));
  await waitFor(() => expect(messages()).toEqual([hello, reply]));
  subscription.unsubscribe();
});

test('a message pushed while a refetch is on its way is kept when the older answer lands', async () => {
  const liveServer = serveLive();
  let answerSlowly = false;
  server.use(
    http.get(`${TEST_API_URL}/api/msg/get/tokyo-goods/and/alice`, async () => {
      liveServer.conversationRequests += 1;
      const answer = HttpResponse.json([hello]);
      if (answerSlowly) {
        liveServer.push(liveServer.clients[0], pushed(reply)); // stored and pushed after this answer was read
        await delay(50);
      }
      return answer;
    }),
  );
  const { store, subscription, messages } = openConversation();
  await waitFor(() => expect(liveServer.clients).toHaveLength(1));
  await waitFor(() => expect(liveServer.conversationRequests).toBe(2));
  answerSlowly = true;
  store.dispatch(api.util.invalidateTags(['Conversation']));
  await waitFor(() => expect(liveServer.conversationRequests).toBe(3));
  await waitFor(() => expect(messagesApi.endpoints.getConversation.select(key)(store.getState()).status).toBe('fulfilled'));
  expect(messages()).toEqual([hello, reply]);
  subscription.unsubscribe();
});

test('messages stay oldest first whatever order they arrive in', () => {
  const list = [aMessage({ message_id: 1 }), aMessage({ message_id: 4 })];
  mergeMessages(list, [aMessage({ message_id: 3 }), aMessage({ message_id: 4 }), aMessage({ message_id: 2 })]);
  expect(list.map((message) => message.message_id)).toEqual([1, 2, 3, 4]);
});

test('a refused token (close 4401) is not retried', async () => {
  const liveServer = serveLive({ refuseAuth: true });
  const { store, subscription, messages } = openConversation();
  await waitFor(() => expect(liveServer.authFrames).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(liveServer.authFrames).toHaveLength(1);
  expect(messages()).toEqual([hello]);
  // Another account's token in the cookie (another tab signed in) is no reason to try again.
  Cookies.set('token', customerToken(8, 'bob'), { path: '/' });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(liveServer.authFrames).toHaveLength(1);
  subscription.unsubscribe();
  store.dispatch(logout());
});

test('a 4401 after this tab got a newer token (its own password change) signs in again at once with the new one; a new listener joins that socket', async () => {
  const liveServer = serveLive();
  const { store, subscription, messages } = openConversation();
  await waitFor(() => expect(liveServer.clients).toHaveLength(1));
  const newer = customerToken(7, 'alice', Math.floor(Date.now() / 1000) + 8 * 24 * 3600);
  store.dispatch(loginWithToken(newer));
  liveServer.clients[0].close(4401, 'Your password was changed; please sign in again');
  await waitFor(() => expect(liveServer.clients).toHaveLength(2));
  expect(liveServer.authFrames).toEqual([{ type: 'auth', token }, { type: 'auth', token: newer }]);
  // Messages pushed on the new socket still reach the conversation.
  liveServer.push(liveServer.clients[1], pushed(reply));
  await waitFor(() => expect(messages()).toEqual([hello, reply]));

  // The scope the conversation's connection is shared in: the store's thunk extra argument.
  const scope = store.dispatch(((_dispatch: unknown, _getState: unknown, extra: object) => extra) as never) as object;
  const other = openLiveConnection({ onFrame: () => undefined, onReady: () => undefined }, scope);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(liveServer.clients).toHaveLength(2);
  other.close();
  subscription.unsubscribe();
});

test('a 4401 that comes before the newer token (the password change\'s answer just after it) signs in with that token once it is there', async () => {
  const liveServer = serveLive();
  const { store, subscription } = openConversation();
  await waitFor(() => expect(liveServer.clients).toHaveLength(1));
  liveServer.clients[0].close(4401, 'Your password was changed; please sign in again');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(liveServer.authFrames).toHaveLength(1);
  const newer = customerToken(7, 'alice', Math.floor(Date.now() / 1000) + 8 * 24 * 3600);
  store.dispatch(loginWithToken(newer));
  await waitFor(() => expect(liveServer.authFrames).toEqual([{ type: 'auth', token }, { type: 'auth', token: newer }]));
  subscription.unsubscribe();
});

test('the channel closes when the conversation leaves the cache (logout)', async () => {
  const liveServer = serveLive();
  const { store } = openConversation();
  await waitFor(() => expect(liveServer.clients).toHaveLength(1));
  store.dispatch(logout());
  await waitFor(() => expect(liveServer.closedByClient).toBe(1));
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(liveServer.clients).toHaveLength(1);
});

test('without a token no channel is opened', async () => {
  const liveServer = serveLive();
  Cookies.remove('token', { path: '/' });
  const store = makeStore();
  const subscription = store.dispatch(messagesApi.endpoints.getConversation.initiate(key));
  await subscription.unwrap();
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(liveServer.authFrames).toEqual([]);
  subscription.unsubscribe();
});
