import { act, screen } from '@testing-library/react';
import { http, HttpResponse, ws } from 'msw';
import { i18n } from 'shared-ui';
import { aMessage } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { API, LIVE, server } from '../../../test/server';
import StoreChatPage from '../components/StoreChatPage';
import StoreInboxPage from '../components/StoreInboxPage';

const live = ws.link(LIVE);

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('Inbox and chat in other languages', () => {
  it('Arabic: the chat page, its way back (arrow mirrored) and its message log', async () => {
    await act(() => i18n.changeLanguage('ar'));
    server.use(
      live.addEventListener('connection', ({ client }) => {
        client.addEventListener('message', () => client.send(JSON.stringify({ type: 'ready' })));
      }),
      http.get(`${API}/api/msg/get/acme/and/alice`, () => HttpResponse.json([aMessage({ sender: 'alice', msg: 'مرحبا' })])),
    );
    renderPage(<StoreChatPage />, { path: '/store/chat/:username', url: '/store/chat/alice' });
    expect(screen.getByRole('heading', { name: 'محادثة مع \u2068alice\u2069' })).toBeInTheDocument();
    // The tab's title is not laid out: the customer's name without the heading's isolates.
    expect(document.title).toBe('محادثة مع alice — Global Marketplace');
    expect(document.title).not.toMatch(/[\u2066-\u2069]/);
    expect(screen.getByText('جارٍ تحميل المحادثة...')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'العودة إلى صندوق الوارد' });
    expect(back).toHaveAttribute('href', '/store/inbox');
    const arrow = back.querySelector('[aria-hidden="true"]') as Element;
    expect(getComputedStyle(arrow).transform).not.toBe('scaleX(-1)');
    document.documentElement.dir = 'rtl';
    expect(getComputedStyle(arrow).transform).toBe('scaleX(-1)');
    document.documentElement.dir = '';
    expect(await screen.findByRole('log', { name: 'الرسائل مع \u2068alice\u2069' })).toHaveTextContent('مرحبا');
  });

  it('Japanese: the inbox title and its failure, with Retry', async () => {
    await act(() => i18n.changeLanguage('ja'));
    server.use(http.post(`${API}/api/inbox`, () => new HttpResponse(null, { status: 500 })));
    renderPage(<StoreInboxPage />, { path: '/store/inbox' });
    expect(screen.getByRole('heading', { name: '受信トレイ' })).toBeInTheDocument();
    expect(document.title).toBe('受信トレイ — Global Marketplace');
    expect(await screen.findByRole('button', { name: '再試行' })).toBeInTheDocument();
    expect(screen.getAllByText('受信トレイを読み込めませんでした').length).toBeGreaterThan(0);
  });
});
