import '../../../test/setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from 'shared-ui';
import { renderApp } from '../../../test/renderApp';
import { API_URL, cartAnswers, server } from '../../../test/server';
import { notificationsMessages } from '../messages';
import { notificationText, type NotificationWithParams } from '../notificationText';

const base = { id: 1, link: '/orders', created_at: '2026-11-20T10:00:00.000Z', read: false };
const order = { order_id: 12, product_name: 'Iron Teapot', quantity: 2 };
const notes: Record<string, NotificationWithParams> = {
  placed: { ...base, kind: 'order_placed', text: 'New order #12 (2 × Iron Teapot) from alice: $90.00', params: { ...order, username: 'alice', total: 90 } },
  completed: { ...base, kind: 'order_completed', text: 'tokyo_crafts completed your order #12 (2 × Iron Teapot)', params: { ...order, store_name: 'tokyo_crafts' } },
  cancelledByStore: {
    ...base,
    kind: 'order_cancelled',
    text: 'tokyo_crafts cancelled your order #12 (2 × Iron Teapot). Reason: Out of stock',
    params: { ...order, store_name: 'tokyo_crafts', username: 'alice', cancelled_by: 'store', cancel_reason: 'Out of stock' },
  },
  message: { ...base, kind: 'message', text: 'New message from tokyo_crafts: Hello!', params: { store_name: 'tokyo_crafts', username: 'alice', sender: 'store', preview: 'Hello!' } },
  newProduct: { ...base, kind: 'new_product', text: 'tokyo_crafts added a new product: Tea Cup', params: { store_name: 'tokyo_crafts', product_name: 'Tea Cup', product_id: 3 } },
};

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('a notification in the reader’s language, from its kind and params', () => {
  it('in English it reads as the API’s text', async () => {
    const t = i18n.translator(notificationsMessages, 'en');
    for (const key of ['placed', 'completed', 'cancelledByStore', 'message', 'newProduct']) {
      const reader = key === 'placed' ? 'store' : 'customer';
      expect(notificationText(t, notes[key], reader)).toBe(notes[key].text);
    }
    expect(notificationText(t, { ...notes.cancelledByStore, params: { ...order, store_name: 'tokyo_crafts', username: 'alice', cancelled_by: 'customer', cancel_reason: 'Changed my mind' } }, 'store')).toBe(
      'alice cancelled order #12 (2 × Iron Teapot). Reason: Changed my mind',
    );
  });

  it('in Spanish, Arabic and Japanese', async () => {
    await Promise.all((['es', 'ar', 'ja'] as const).map((language) => i18n.loadNamespaces(notificationsMessages, language)));
    await act(() => i18n.changeLanguage('es'));
    expect(notificationText(i18n.translator(notificationsMessages, 'es'), notes.completed, 'customer')).toBe('tokyo_crafts completó tu pedido n.º 12 (2 × Iron Teapot)');
    await act(() => i18n.changeLanguage('ja'));
    expect(notificationText(i18n.translator(notificationsMessages, 'ja'), notes.newProduct, 'customer')).toBe('tokyo_crafts が新商品を追加しました：Tea Cup');
    await act(() => i18n.changeLanguage('ar'));
    expect(notificationText(i18n.translator(notificationsMessages, 'ar'), notes.message, 'customer')).toBe('رسالة جديدة من \u2068tokyo_crafts\u2069: \u2068Hello!\u2069');
  });

  it('keeps the API’s English text without params, with incomplete params, or for a kind it does not know', () => {
    const t = i18n.translator(notificationsMessages, 'en');
    expect(notificationText(t, { ...notes.completed, params: undefined }, 'customer')).toBe(notes.completed.text);
    expect(notificationText(t, { ...notes.completed, params: { order_id: 12 } }, 'customer')).toBe(notes.completed.text);
    expect(notificationText(t, { ...notes.completed, kind: 'review' as never, text: 'A new review' }, 'customer')).toBe('A new review');
  });
});

describe('the bell in another language', () => {
  it('shows the list in the page’s language and re-renders on a language change', async () => {
    server.use(
      cartAnswers([]),
      http.get(`${API_URL}/api/notifications`, () => HttpResponse.json({ items: [notes.completed, { ...notes.newProduct, id: 2, text: 'legacy text only', params: undefined }], unread: 2 })),
    );
    await renderApp({ as: 'customer' });
    await screen.findByRole('heading', { name: 'Home page' });
    await act(() => i18n.changeLanguage('es'));
    const bell = await within(screen.getByRole('banner')).findByRole('button', { name: /^Notificaciones/ });
    expect(bell).toHaveTextContent('2 sin leer');
    await act(async () => {
      fireEvent.click(bell);
      await import('../components/NotificationPanel');
    });
    expect(await screen.findByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(await screen.findByText('tokyo_crafts completó tu pedido n.º 12 (2 × Iron Teapot)')).toBeInTheDocument();
    expect(screen.getByText('legacy text only')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Notificaciones, 2 sin leer' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ja'));
    expect(await screen.findByText('tokyo_crafts が注文番号 12（Iron Teapot × 2）を完了しました')).toBeInTheDocument();
  });
});
