import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { customerToken, startMockApi, TEST_API_URL } from 'shared-api/testing';
import { makeInboxEntry } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const server = startMockApi();
const signedIn = { token: customerToken(1, 'alice') };

describe('Inbox page', () => {
  it('says "Loading inbox..." then lists each store with View Chat', async () => {
    server.use(
      http.post(`${TEST_API_URL}/api/inbox`, async () => {
        await delay(100);
        return HttpResponse.json([
          makeInboxEntry({ store_name: 'kyoto_crafts', last_msg: 'See you soon' }),
          makeInboxEntry({ store_name: 'andes_wool', last_msg: 'Thanks!' }),
        ]);
      }),
    );
    const { user, location } = renderApp('/inbox', signedIn);

    expect(await screen.findByRole('heading', { name: 'Your Inbox' })).toBeInTheDocument();
    expect(await screen.findByText('Loading inbox...')).toBeInTheDocument();
    expect(await screen.findByText('kyoto_crafts')).toBeInTheDocument();
    expect(screen.getByText('See you soon')).toBeInTheDocument();
    expect(screen.getByText('andes_wool')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'View Chat with andes_wool' }));
    expect(location()).toBe('/chat/andes_wool');
  });

  it('says "No messages found" without conversations', async () => {
    server.use(http.post(`${TEST_API_URL}/api/inbox`, () => HttpResponse.json([])));
    renderApp('/inbox', signedIn);
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
  });

  it('says "Failed to load inbox" when the server fails', async () => {
    server.use(http.post(`${TEST_API_URL}/api/inbox`, () => HttpResponse.json({ msg: 'down' }, { status: 500 })));
    renderApp('/inbox', signedIn);
    expect(await screen.findByText('Failed to load inbox')).toBeInTheDocument();
  });
});
