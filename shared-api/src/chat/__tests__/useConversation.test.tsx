import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { loginWithToken } from '../../session/thunks';
import { makeStore } from '../../store';
import { aMessage, customerToken, renderWithStore, startMockApi, TEST_API_URL } from '../../testing';
import { useConversation } from '../useConversation';

const server = startMockApi();
const key = { store_name: 'acme', username: 'alice' };
const CONVERSATION = `${TEST_API_URL}/api/msg/get/acme/and/alice`;
const SEND = `${TEST_API_URL}/api/msg/add/acme/and/alice`;

function signedInStore() {
  const store = makeStore();
  store.dispatch(loginWithToken(customerToken(1, 'alice')));
  return store;
}

test('loads the conversation and sends to it; the stored message is appended', async () => {
  const stored = aMessage({ message_id: 2, msg: 'Second' });
  let body: unknown;
  server.use(
    http.get(CONVERSATION, () => HttpResponse.json([aMessage({ message_id: 1, msg: 'First' })])),
    http.post(SEND, async ({ request }) => ((body = await request.json()), HttpResponse.json(stored, { status: 201 }))),
  );
  const { result } = renderWithStore(() => useConversation(key), { store: signedInStore() });
  expect(result.current.isLoading).toBe(true);
  await waitFor(() => expect(result.current.messages?.map((m) => m.msg)).toEqual(['First']));

  await act(async () => {
    await expect(result.current.send('Second')).resolves.toEqual(stored);
  });
  expect(body).toEqual({ msg: 'Second' });
  await waitFor(() => expect(result.current.messages?.map((m) => m.msg)).toEqual(['First', 'Second']));
});

test('a failed load is only logged and shows as an empty conversation', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  server.use(http.get(CONVERSATION, () => HttpResponse.json({ msg: 'down' }, { status: 500 })));
  const { result } = renderWithStore(() => useConversation(key), { store: signedInStore() });
  await waitFor(() => expect(result.current.messages).toEqual([]));
  expect(log).toHaveBeenCalledWith('Failed to load chat', expect.anything());
  log.mockRestore();
});

test('a refused send rejects, so the caller can say so', async () => {
  server.use(
    http.get(CONVERSATION, () => HttpResponse.json([])),
    http.post(SEND, () => HttpResponse.json({ msg: 'Message is too long' }, { status: 400 })),
  );
  const { result } = renderWithStore(() => useConversation(key), { store: signedInStore() });
  await waitFor(() => expect(result.current.messages).toEqual([]));
  await act(async () => {
    await expect(result.current.send('Hello')).rejects.toBeDefined();
  });
});

test('without a key nothing is fetched and nothing can be sent', async () => {
  let requests = 0;
  server.use(http.get(CONVERSATION, () => (requests++, HttpResponse.json([]))));
  const { result } = renderWithStore(() => useConversation(undefined), { store: signedInStore() });
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(result.current.messages).toBeUndefined();
  expect(requests).toBe(0);
  await expect(result.current.send('Hello')).rejects.toThrow('No conversation to send to');
});
