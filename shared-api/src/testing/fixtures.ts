import type { Review, ReviewPage, CartItem, InboxEntry, Message, Notification, NotificationsPage, Order, OrderFull, OrderPage, Product, Store, StoreInsights } from '../contract';

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    product_id: 1,
    store_id: 10,
    store_name: 'tokyo-goods',
    name: 'Tea bowl',
    desc: 'Hand-made in Kyoto',
    price: 24.5,
    stock: 5,
    country: 'Japan',
    img: '/uploads/products/tea.webp',
    ...overrides,
  };
}

export function aStore(overrides: Partial<Store> = {}): Store {
  return { store_id: 10, store_name: 'tokyo-goods', full_location: 'Tokyo, Japan', bio: 'Crafts', img: '/uploads/stores/t.webp', ...overrides };
}

/**
 * A line's `total` as the API answers it (price × quantity, multiplied in integer cents), unless the
 * test gives one: tests that change a price or a quantity get a consistent answer.
 */
function withApiTotal<Line extends { price: number; quantity: number }>(line: Line, total?: number): Line & { total: number } {
  return { ...line, total: total ?? (Math.round(line.price * 100) * line.quantity) / 100 };
}

export function aCartItem({ total, ...overrides }: Partial<CartItem> = {}): CartItem {
  return withApiTotal({
    cart_id: 100,
    store_id: 10,
    store_name: 'tokyo-goods',
    product_id: 1,
    quantity: 2,
    country: 'Japan',
    full_location: 'Lyon, France',
    name: 'Tea bowl',
    price: 24.5,
    img: '/uploads/products/tea.webp',
    ...overrides,
  }, total);
}

export function anOrder({ total, ...overrides }: Partial<Order> = {}): Order {
  return withApiTotal({
    order_id: 500,
    username: 'alice',
    full_location: 'Lyon, France',
    country: 'Japan',
    product_id: 1,
    name: 'Tea bowl',
    price: 24.5,
    quantity: 2,
    created_at: '2026-01-02T03:04:05.000Z',
    ...overrides,
  }, total);
}

export function aMessage(overrides: Partial<Message> = {}): Message {
  return { message_id: 1, sender: 'alice', msg: 'Hello', timestamp: '2026-01-02T03:04:05.000Z', ...overrides };
}

export function anInboxEntry(overrides: Partial<InboxEntry> = {}): InboxEntry {
  return { store_name: 'tokyo-goods', username: 'alice', last_msg: 'Hello', last_at: '2026-01-02T03:04:05.000Z', ...overrides };
}

export function anOrderFull(overrides: Partial<OrderFull> = {}): OrderFull {
  return {
    order_id: 500,
    product_id: 1,
    name: 'Tea bowl',
    price: 24.5,
    quantity: 2,
    total: 49,
    img: '/uploads/products/tea.webp',
    store_id: 10,
    store_name: 'tokyo-goods',
    username: 'alice',
    full_location: 'Lyon, France',
    country: 'Japan',
    status: 'pending',
    created_at: '2026-01-02T03:04:05.000Z',
    updated_at: '2026-01-02T03:04:05.000Z',
    cancel_reason: null,
    cancelled_by: null,
    ...overrides,
  };
}

export function anOrderPage(items: OrderFull[] = [anOrderFull()], next_cursor: string | null = null): OrderPage {
  return { items, next_cursor };
}

export function anInsights(overrides: Partial<StoreInsights> = {}): StoreInsights {
  const days = overrides.days ?? 7;
  const daily = Array.from({ length: days }, (_, i) => ({
    date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    revenue: i === days - 1 ? 49 : i === days - 3 ? 24.5 : 0,
    orders: i === days - 1 ? 1 : i === days - 3 ? 1 : 0,
  }));
  return {
    days,
    revenue: 73.5,
    orders: 2,
    units: 3,
    followers: 1,
    followers_total: 4,
    daily,
    top_products: [
      { product_id: 1, name: 'Tea bowl', units: 3, revenue: 73.5 },
    ],
    ...overrides,
  };
}

export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind: 'order_completed',
    text: 'tokyo-goods completed your order #500 (2 × Tea bowl)',
    link: '/orders',
    created_at: '2026-01-02T03:04:05.000Z',
    read: false,
    ...overrides,
  };
}

export function aNotificationsPage(items: Notification[] = [aNotification()], unread = items.filter((n) => !n.read).length): NotificationsPage {
  return { items, unread };
}

/** A `GET /api/currencies` answer, taken `ageMs` ago (default: an hour). */
export function someRates(ageMs = 60 * 60 * 1000, now = Date.now()): import('../preferences').CurrencyRates {
  return {
    base: 'USD',
    updated_at: new Date(now - ageMs).toISOString(),
    rates: [
      { code: 'EUR', per_usd: 0.92 },
      { code: 'GBP', per_usd: 0.79 },
      { code: 'JPY', per_usd: 151.2 },
      { code: 'INR', per_usd: 83.4 },
      { code: 'BRL', per_usd: 5.1 },
      { code: 'PEN', per_usd: 3.75 },
      { code: 'KES', per_usd: 129 },
      { code: 'NOK', per_usd: 10.6 },
      { code: 'SAR', per_usd: 3.75 },
    ],
  };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    review_id: 700,
    product_id: 1,
    product_name: 'Tea bowl',
    store_id: 10,
    store_name: 'tokyo-goods',
    username: 'bob',
    rating: 4,
    text: 'Lovely glaze, arrived well packed.',
    created_at: '2026-01-05T03:04:05.000Z',
    updated_at: '2026-01-05T03:04:05.000Z',
    reply: null,
    ...overrides,
  };
}

export function aReviewPage(items: Review[] = [aReview()], overrides: Partial<ReviewPage> = {}): ReviewPage {
  const histogram = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const review of items) histogram[String(review.rating) as keyof typeof histogram] += 1;
  const average = items.length ? Math.round((items.reduce((sum, r) => sum + r.rating, 0) / items.length) * 10) / 10 : null;
  return { items, next_cursor: null, average, count: items.length, histogram, ...overrides };
}
