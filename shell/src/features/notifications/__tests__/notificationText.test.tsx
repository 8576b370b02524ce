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
    expect(notificationText(t, { ...notes.completed, kind: 'coupon' as never, text: 'A coupon' }, 'customer')).toBe('A coupon');
  });
});

describe('the trust kinds (review, review_reply, report_resolved, operator_action), from their params', () => {
  const trust: Record<string, NotificationWithParams> = {
    review: { ...base, kind: 'review' as never, link: '/store/dashboard', text: 'alice reviewed Iron Teapot', params: { product_id: 3, product_name: 'Iron Teapot', review_id: 9, username: 'alice', rating: 4 } },
    reply: { ...base, kind: 'review_reply' as never, link: '/product/3', text: 'tokyo_crafts replied', params: { product_id: 3, product_name: 'Iron Teapot', review_id: 9, store_name: 'tokyo_crafts' } },
    takenDown: { ...base, kind: 'report_resolved' as never, link: '/', text: 'Your report was resolved', params: { report_id: 5, target_type: 'review', target_id: 9, outcome: 'take_down', note: '' } },
    dismissed: { ...base, kind: 'report_resolved' as never, link: '/', text: 'Your report was resolved', params: { report_id: 5, target_type: 'product', target_id: 3, outcome: 'dismiss', note: 'Looks genuine' } },
    suspended: { ...base, kind: 'operator_action' as never, link: '/store/profile', text: 'Your store was suspended', params: { action: 'suspend_store', reason: 'Counterfeit goods', store_name: 'tokyo_crafts', product_id: null, product_name: null } },
    productDown: { ...base, kind: 'operator_action' as never, link: '/store/profile', text: 'Taken down', params: { action: 'take_down_product', product_id: 3, product_name: 'Iron Teapot', reason: '', store_name: 'tokyo_crafts' } },
  };

  it('in English', () => {
    const t = i18n.translator(notificationsMessages, 'en');
    expect(notificationText(t, trust.review, 'store')).toBe('alice rated Iron Teapot 4 stars');
    expect(notificationText(t, { ...trust.review, params: { ...trust.review.params, rating: 1 } }, 'store')).toBe('alice rated Iron Teapot 1 star');
    expect(notificationText(t, trust.reply, 'customer')).toBe('tokyo_crafts replied to your review of Iron Teapot');
    expect(notificationText(t, trust.takenDown, 'customer')).toBe('Thank you: the review you reported was taken down');
    expect(notificationText(t, trust.dismissed, 'store')).toBe('We reviewed the product you reported and took no action');
    expect(notificationText(t, trust.suspended, 'store')).toBe('Your store was suspended. Reason: Counterfeit goods');
    expect(notificationText(t, trust.productDown, 'store')).toBe('Your product Iron Teapot was taken down');
    const buyer = { ...base, kind: 'operator_action' as never, link: '/orders', text: 'Store suspended', params: { action: 'store_suspended_order', store_name: 'tokyo_crafts', order_id: 12, product_name: 'Iron Teapot', quantity: 2 } };
    expect(notificationText(t, buyer, 'customer')).toBe('tokyo_crafts was suspended: your order #12 (2 × Iron Teapot) may not be completed, and you may cancel it');
  });

  it('in Spanish, Arabic and Japanese', async () => {
    await Promise.all((['es', 'ar', 'ja'] as const).map((language) => i18n.loadNamespaces(notificationsMessages, language)));
    const es = i18n.translator(notificationsMessages, 'es');
    expect(notificationText(es, trust.review, 'store')).toBe('alice calificó Iron Teapot con 4 estrellas');
    expect(notificationText(es, trust.takenDown, 'customer')).toBe('Gracias: la reseña que denunciaste fue retirada');
    expect(notificationText(es, trust.suspended, 'store')).toBe('Tu tienda fue suspendida. Motivo: Counterfeit goods');
    const ar = i18n.translator(notificationsMessages, 'ar');
    expect(notificationText(ar, trust.reply, 'customer')).toBe('ردّ \u2068tokyo_crafts\u2069 على مراجعتك لـ\u2068Iron Teapot\u2069');
    expect(notificationText(ar, { ...trust.review, params: { ...trust.review.params, rating: 2 } }, 'store')).toBe('قيّم \u2068alice\u2069 المنتج \u2068Iron Teapot\u2069 بنجمتين');
    const ja = i18n.translator(notificationsMessages, 'ja');
    expect(notificationText(ja, trust.review, 'store')).toBe('alice さんが Iron Teapot を星4つで評価しました');
    expect(notificationText(ja, trust.dismissed, 'customer')).toBe('報告された商品を確認しましたが、対応は行いませんでした');
    expect(notificationText(ja, trust.productDown, 'store')).toBe('あなたの商品 Iron Teapot は掲載停止になりました');
  });

  it('keeps the API’s text when a param it needs is missing or an action is unknown', () => {
    const t = i18n.translator(notificationsMessages, 'en');
    expect(notificationText(t, { ...trust.review, params: { username: 'alice' } }, 'store')).toBe(trust.review.text);
    expect(notificationText(t, { ...trust.takenDown, params: { target_type: 'review', action: 'archive' } }, 'customer')).toBe(trust.takenDown.text);
    expect(notificationText(t, { ...trust.productDown, params: { action: 'take_down_product' } }, 'store')).toBe(trust.productDown.text);
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
