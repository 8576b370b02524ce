import { axe } from 'jest-axe';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, ws } from 'msw';
import type { Message } from 'shared-api';
import { aMessage } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { API, LIVE, server } from '../../../test/server';
import { formatDateTime } from 'shared-ui/chat';
import StoreChatPage from '../components/StoreChatPage';

const CONVERSATION = `${API}/api/msg/get/acme/and/alice`;
const SEND = `${API}/api/msg/add/acme/and/alice`;
const live = ws.link(LIVE);

/** The push channel: answers auth with ready, and lets the test push frames to the page. */
function serveLive() {
  const clients: { send(data: string): void }[] = [];
  server.use(
    live.addEventListener('connection', ({ client }) => {
      client.addEventListener('message', (event) => {
        const frame = JSON.parse(String(event.data)) as { type: string };
        if (frame.type === 'auth') {
          clients.push(client);
          client.send(JSON.stringify({ type: 'ready' }));
        }
      });
    }),
  );
  return {
    push: (message: Message) =>
      clients.forEach((client) => client.send(JSON.stringify({ type: 'message', store_name: 'acme', username: 'alice', message }))),
    connected: () => clients.length > 0,
  };
}

function renderChat() {
  return renderPage(<StoreChatPage />, { path: '/store/chat/:username', url: '/store/chat/alice' });
}

const history = [
  aMessage({ message_id: 1, sender: 'alice', msg: 'Is the cup in stock?', timestamp: '2026-11-20T10:00:00.000Z' }),
  aMessage({ message_id: 2, sender: 'acme', msg: 'Yes, 4 left.', timestamp: '2026-11-20T10:05:00.000Z' }),
];

describe('Store chat (/store/chat/:username)', () => {
  it('names the browser tab after the customer', async () => {
    serveLive();
    server.use(http.get(CONVERSATION, () => HttpResponse.json(history)));
    renderChat();
    expect(await screen.findByText('Is the cup in stock?')).toBeInTheDocument();
    expect(document.title).toBe('Chat with alice — Global Marketplace');
  });

  it('shows Chat with {username}, Loading chat..., then the messages with local date-times, own ones on the right', async () => {
    serveLive();
    server.use(http.get(CONVERSATION, () => HttpResponse.json(history)));
    renderChat();

    expect(screen.getByRole('heading', { name: 'Chat with alice' })).toBeInTheDocument();
    expect(screen.getByText('Loading chat...')).toBeInTheDocument();

    const theirs = (await screen.findByText('Is the cup in stock?')).closest('li') as HTMLElement;
    const mine = screen.getByText('Yes, 4 left.').closest('li') as HTMLElement;
    expect(theirs).toHaveAttribute('data-own', 'false');
    expect(mine).toHaveAttribute('data-own', 'true');
    expect(getComputedStyle(mine).alignItems).toBe('flex-end');
    expect(getComputedStyle(theirs).alignItems).toBe('flex-start');
    expect(within(theirs).getByText(formatDateTime('2026-11-20T10:00:00.000Z'))).toBeInTheDocument();
    expect(formatDateTime('2026-11-20T10:00:00.000Z')).toBe(new Date('2026-11-20T10:00:00.000Z').toLocaleString());
  });

  it('says No messages found for a new conversation', async () => {
    serveLive();
    server.use(http.get(CONVERSATION, () => HttpResponse.json([])));
    renderChat();
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type your message...')).toBeInTheDocument();
  });

  it('a chat that fails to load is only logged and shows an empty list', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    serveLive();
    server.use(http.get(CONVERSATION, () => new HttpResponse(null, { status: 500 })));
    renderChat();

    expect(await screen.findByText('No messages found')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to load chat', expect.anything());
    expect(screen.queryByRole('status', { name: /Failed/ })).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('sends a message, appends it and clears the box', async () => {
    serveLive();
    let body: unknown;
    const stored = [...history];
    server.use(
      http.get(CONVERSATION, () => HttpResponse.json(stored)),
      http.post(SEND, async ({ request }) => {
        body = await request.json();
        const message = aMessage({ message_id: 3, sender: 'acme', msg: 'Shipping tomorrow', timestamp: new Date().toISOString() });
        stored.push(message);
        return HttpResponse.json(message, { status: 201 });
      }),
    );
    const { user } = renderChat();
    await screen.findByText('Is the cup in stock?');

    await user.type(screen.getByPlaceholderText('Type your message...'), '  Shipping tomorrow  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const sent = (await screen.findByText('Shipping tomorrow')).closest('li') as HTMLElement;
    expect(sent).toHaveAttribute('data-own', 'true');
    expect(body).toEqual({ msg: 'Shipping tomorrow' });
    expect(screen.getByPlaceholderText('Type your message...')).toHaveValue('');
  });

  it('does not send a blank or whitespace-only message', async () => {
    serveLive();
    let requests = 0;
    server.use(
      http.get(CONVERSATION, () => HttpResponse.json([])),
      http.post(SEND, () => (requests++, HttpResponse.json(aMessage(), { status: 201 }))),
    );
    const { user } = renderChat();
    await screen.findByText('No messages found');

    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(screen.getByPlaceholderText('Type your message...'), '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(requests).toBe(0);
  });

  it('toasts Failed to send message and keeps the text', async () => {
    serveLive();
    server.use(
      http.get(CONVERSATION, () => HttpResponse.json([])),
      http.post(SEND, () => HttpResponse.json({ msg: 'nope' }, { status: 500 })),
    );
    const { user } = renderChat();
    await screen.findByText('No messages found');

    await user.type(screen.getByPlaceholderText('Type your message...'), 'Hello there{Enter}');

    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type your message...')).toHaveValue('Hello there');
  });

  it("shows the customer's new messages live, without a reload, and scrolls to the newest", async () => {
    const channel = serveLive();
    server.use(http.get(CONVERSATION, () => HttpResponse.json(history)));
    renderChat();
    const log = await screen.findByRole('log', { name: 'Messages with alice' });
    await screen.findByText('Is the cup in stock?');
    await waitFor(() => expect(channel.connected()).toBe(true));

    // jsdom has no layout: give the list a height so the scroll position can be seen.
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 900 });
    act(() => channel.push(aMessage({ message_id: 9, sender: 'alice', msg: 'Great, ordering now!', timestamp: new Date().toISOString() })));

    const pushed = (await screen.findByText('Great, ordering now!')).closest('li') as HTMLElement;
    expect(pushed).toHaveAttribute('data-own', 'false');
    expect(log.scrollTop).toBe(900);
  });
  it('has no accessibility violations', async () => {
    serveLive();
    server.use(http.get(CONVERSATION, () => HttpResponse.json(history)));
    const { container } = renderChat();
    await screen.findByText('Is the cup in stock?');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('reporting a customer’s message', () => {
  it('offers Report on the customer’s messages only; a refusal (429) is said in the dialog', async () => {
    serveLive();
    server.use(
      http.get(CONVERSATION, () =>
        HttpResponse.json([aMessage({ message_id: 1, id: 71, sender: 'alice', msg: 'Pay me outside' }), aMessage({ message_id: 2, sender: 'acme', msg: 'No, thanks' })]),
      ),
      http.post(`${API}/api/report/add`, () => HttpResponse.json({ msg: 'Too many', code: 'too_many_requests' }, { status: 429 })),
    );
    const { user } = renderChat();
    const reports = await screen.findAllByRole('button', { name: 'Report this message from alice' });
    expect(reports).toHaveLength(1);
    await user.click(reports[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    expect(await axe(dialog)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('radio', { name: 'Fraud or scam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have sent too many reports in the last hour. Please try again later.');
  });

  it('sends the message’s id and closes with a thank-you', async () => {
    serveLive();
    const bodies: unknown[] = [];
    server.use(
      http.get(CONVERSATION, () => HttpResponse.json([aMessage({ message_id: 1, id: 71, sender: 'alice', msg: 'Buy followers here' })])),
      http.post(`${API}/api/report/add`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ msg: 'Report received', report_id: 4 }, { status: 201 });
      }),
    );
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'Report this message from alice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    expect(bodies).toEqual([{ target_type: 'message', target_id: 71, reason: 'spam', text: '' }]);
  });
});

