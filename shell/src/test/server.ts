import { http, HttpResponse, ws } from 'msw';
import { setupServer } from 'msw/node';
import type { CartItem, Notification } from 'shared-api';

/** The API origin the shell is configured with in tests. */
export const API_URL = 'http://api.test';
export const LIVE_URL = 'ws://api.test/api/live';

/** GET /api/notifications answers with these (the unread count is counted from them). */
export function notificationAnswers(items: Notification[]) {
  return http.get(`${API_URL}/api/notifications`, () => HttpResponse.json({ items, unread: items.filter((n) => !n.read).length }));
}

/**
 * Mocked HTTP: every test starts with no handlers but these two (a signed-in frame's bell asks for
 * its notifications and opens the live channel: none, and quiet, unless a test says otherwise);
 * any other unexpected request fails the test.
 */
export const server = setupServer(notificationAnswers([]), ws.link(LIVE_URL).addEventListener('connection', () => {}));

export function cartItem(cart_id: number): CartItem {
  return {
    cart_id,
    store_id: 3,
    store_name: 'kyoto-crafts',
    product_id: 100 + cart_id,
    quantity: 1,
    country: 'Japan',
    full_location: 'Kyoto, Japan',
    name: `Tea bowl ${cart_id}`,
    price: 12.5,
    total: 12.5,
    img: `/uploads/products/${cart_id}.webp`,
  };
}

/** How many times the cart was asked for (so a test can wait for the answer before checking). */
export const cartRequests = { count: 0 };

/** GET /api/cart answers with these lines. */
export function cartAnswers(items: CartItem[]) {
  return http.get(`${API_URL}/api/cart`, () => {
    cartRequests.count += 1;
    return HttpResponse.json(items);
  });
}

/** GET /api/cart fails with this status and the API's `{msg}` body. */
export function cartFails(status: number) {
  return http.get(`${API_URL}/api/cart`, () => {
    cartRequests.count += 1;
    return HttpResponse.json({ msg: 'Something went wrong' }, { status });
  });
}
