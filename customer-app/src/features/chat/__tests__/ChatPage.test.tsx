import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse, ws } from 'msw';
import type { Message } from 'shared-api';
import { customerToken, startMockApi, TEST_API_URL } from 'shared-api/testing';
import { makeMessage } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const server = startMockApi();
const live = ws.link('ws://api.test/api/live');
const signedIn = { token: customerToken(1, 'alice') };
const conversationUrl = `${TEST_API_URL}/api/msg/get/kyoto_crafts/and/alice`;

const fromStore = makeMessage({ message_id: 1, sender: 'kyoto_crafts', msg: 'Hello! How can we help?', timestamp: '2026-03-01T10:15:00.000Z' });
const fromMe = makeMessage({ message_id: 2, sender: 'alice', msg: 'Do you ship to Germany?', timestamp: '2026-03-01T10:20:00.000Z' });

type LiveClient = Parameters<Parameters<typeof live.addEventListener<'connection'>>[1]>[0]['client'];

/** The conversation on the mock server, plus the push channel (clients receive `push`ed messages). */
function chatApi(messages: Message[] = [fromStore, fromMe]) {
  const state = { messages: [...messages], sent: [] as unknown[], clients: [] as LiveClient[] };
  server.use(
    http.get(conversationUrl, () => HttpResponse.json(state.messages)),
    http.post(`${TEST_API_URL}/api/msg/add/kyoto_crafts/and/alice`, async ({ request }) => {
      const body = (await request.json()) as { msg: string };
      state.sent.push(body);
      const stored = makeMessage({ message_id: 100 + state.sent.length, sender: 'alice', msg: body.msg, timestamp: new Date().toISOString() });
      state.messages.push(stored);
      return HttpResponse.json(stored, { status: 201 });
    }),
    live.addEventListener('connection', ({ client }) => {
      client.addEventListener('message', () => {
        state.clients.push(client);
        client.send(JSON.stringify({ type: 'ready' }));
      });
    }),
  );
  const push = (message: Message) =>
    state.clients.forEach((client) => client.send(JSON.stringify({ type: 'message', store_name: 'kyoto_crafts', username: 'alice', message })));
  return { state, push };
}

describe('Chat page', () => {
  it('shows the conversation: own messages right and highlighted, each with its local date and time', async () => {
    chatApi();
    renderApp('/chat/kyoto_crafts', signedIn);

    expect(await screen.findByRole('heading', { name: 'Chat with kyoto_crafts' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Messages' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Hello! How can we help?');
    expect(first).toHaveAttribute('data-own', 'false');
    expect(second).toHaveTextContent('Do you ship to Germany?');
    expect(second).toHaveAttribute('data-own', 'true');
    expect(getComputedStyle(second).alignSelf).toBe('flex-end');
    expect(getComputedStyle(first).alignSelf).toBe('flex-start');
    expect(within(first).getByText(new Date(fromStore.timestamp).toLocaleString())).toHaveAttribute('datetime', fromStore.timestamp);
  });

  it('says "Loading chat..." and then "No messages found" for a new conversation', async () => {
    server.use(
      http.get(conversationUrl, async () => {
        await delay(100);
        return HttpResponse.json([]);
      }),
      live.addEventListener('connection', () => {}),
    );
    renderApp('/chat/kyoto_crafts', signedIn);
    expect(await screen.findByText('Loading chat...')).toBeInTheDocument();
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
  });

  it('sends a message, shows it and clears the box; blank messages are not sent', async () => {
    const { state } = chatApi();
    const { user } = renderApp('/chat/kyoto_crafts', signedIn);
    const box = await screen.findByPlaceholderText('Type your message...');
    const send = screen.getByRole('button', { name: 'Send' });

    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(state.sent).toEqual([]);

    await user.clear(box);
    await user.type(box, '  Is the tea set in stock?  {Enter}');
    expect(await screen.findByText('Is the tea set in stock?')).toBeInTheDocument();
    expect(state.sent).toEqual([{ msg: 'Is the tea set in stock?' }]);
    expect(box).toHaveValue('');
  });

  it('says "Failed to send message" and keeps the text', async () => {
    chatApi();
    server.use(http.post(`${TEST_API_URL}/api/msg/add/kyoto_crafts/and/alice`, () => HttpResponse.json({ msg: 'Message is too long' }, { status: 400 })));
    const { user } = renderApp('/chat/kyoto_crafts', signedIn);
    const box = await screen.findByPlaceholderText('Type your message...');
    await user.type(box, 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(box).toHaveValue('Hello there');
  });

  it("shows the store's new messages without a reload and keeps the newest in view", async () => {
    const scrolledTo: number[] = [];
    const scrollTop = jest.spyOn(HTMLElement.prototype, 'scrollTop', 'set').mockImplementation((value: number) => {
      scrolledTo.push(value);
    });
    const scrollHeight = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => 900);
    const { push, state } = chatApi();
    renderApp('/chat/kyoto_crafts', signedIn);
    await screen.findByText('Do you ship to Germany?');
    expect(scrolledTo).toContain(900);
    await waitFor(() => expect(state.clients.length).toBeGreaterThan(0));

    scrolledTo.length = 0;
    push(makeMessage({ message_id: 3, sender: 'kyoto_crafts', msg: 'Yes, we ship worldwide.', timestamp: new Date().toISOString() }));
    expect(await screen.findByText('Yes, we ship worldwide.')).toBeInTheDocument();
    expect(scrolledTo).toContain(900);

    scrollTop.mockRestore();
    scrollHeight.mockRestore();
  });

  it('logs a failed load and shows an empty conversation', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(conversationUrl, () => HttpResponse.json({ msg: 'down' }, { status: 500 })));
    renderApp('/chat/kyoto_crafts', signedIn);
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to load chat', expect.anything());
    consoleError.mockRestore();
  });
});

describe('reporting a message', () => {
  it('offers Report on the store’s messages only, and sends the message’s id', async () => {
    chatApi([{ ...fromStore, id: 41 }, fromMe]);
    const bodies: unknown[] = [];
    server.use(
      http.post(`${TEST_API_URL}/api/report/add`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ msg: 'Report received', report_id: 3 }, { status: 201 });
      }),
    );
    const { user } = renderApp('/chat/kyoto_crafts', signedIn);
    const reports = await screen.findAllByRole('button', { name: 'Report this message from kyoto_crafts' });
    expect(reports).toHaveLength(1);
    await user.click(reports[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.click(within(dialog).getByRole('radio', { name: 'Fraud or scam' }));
    await user.type(within(dialog).getByLabelText(/Details/), 'Asks to pay outside the site');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(bodies).toEqual([{ target_type: 'message', target_id: 41, reason: 'fraud', text: 'Asks to pay outside the site' }]));
  });
});
