import { axe } from 'jest-axe';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderPage } from '../../../test/render';
import { API, server } from '../../../test/server';
import StoreInboxPage from '../components/StoreInboxPage';

function renderInbox() {
  return renderPage(<StoreInboxPage />, { path: '/store/inbox' });
}

const entry = (username: string, last_msg: string) => ({ store_name: 'acme', username, last_msg, last_at: '2026-11-20T10:00:00.000Z' });

describe('Store inbox (/store/inbox)', () => {
  it('names the browser tab after the page', async () => {
    server.use(http.post(`${API}/api/inbox`, () => HttpResponse.json([entry('alice', 'Hello')])));
    renderInbox();
    expect(await screen.findByRole('heading', { name: 'alice' })).toBeInTheDocument();
    expect(document.title).toBe('Your Inbox — Global Marketplace');
  });

  it('shows Your Inbox, Loading inbox..., then each customer with View Chat', async () => {
    server.use(http.post(`${API}/api/inbox`, () => HttpResponse.json([entry('alice', 'Is the cup in stock?'), entry('bob', 'Thanks!')])));
    const { user } = renderInbox();

    expect(screen.getByRole('heading', { name: 'Your Inbox' })).toBeInTheDocument();
    expect(screen.getByText('Loading inbox...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'alice' })).toBeInTheDocument();
    expect(screen.getByText('Is the cup in stock?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'bob' })).toBeInTheDocument();

    const viewAlice = screen.getByRole('link', { name: 'View Chat with alice' });
    expect(viewAlice).toHaveAttribute('href', '/store/chat/alice');
    await user.click(viewAlice);
    expect(await screen.findByTestId('location')).toHaveTextContent('/store/chat/alice');
  });

  it('says No messages found when there are no conversations', async () => {
    server.use(http.post(`${API}/api/inbox`, () => HttpResponse.json([])));
    renderInbox();
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
  });

  it('toasts Failed to load inbox when the inbox cannot be loaded', async () => {
    server.use(http.post(`${API}/api/inbox`, () => new HttpResponse(null, { status: 500 })));
    renderInbox();
    // toast and page (the toast viewport's code arrives with the first toast, a moment after the page text)
    await waitFor(() => expect(screen.getAllByText('Failed to load inbox')).toHaveLength(2));
  });
  it('has no accessibility violations', async () => {
    server.use(http.post(`${API}/api/inbox`, () => HttpResponse.json([entry('alice', 'Hi'), entry('bob', 'Thanks!')])));
    const { container } = renderInbox();
    await screen.findByRole('heading', { name: 'alice' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
