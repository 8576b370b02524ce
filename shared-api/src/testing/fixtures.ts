import type { CartItem, InboxEntry, Message, Order, Product, Store } from '../contract';

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

export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
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
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
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
  };
}

export function aMessage(overrides: Partial<Message> = {}): Message {
  return { message_id: 1, sender: 'alice', msg: 'Hello', timestamp: '2026-01-02T03:04:05.000Z', ...overrides };
}

export function anInboxEntry(overrides: Partial<InboxEntry> = {}): InboxEntry {
  return { store_name: 'tokyo-goods', username: 'alice', last_msg: 'Hello', last_at: '2026-01-02T03:04:05.000Z', ...overrides };
}
