/** Sample API answers shaped like the contract (docs/api-contract.md), for msw handlers in tests. */
import type { CartItem, InboxEntry, Message, Product, Store } from 'shared-api';
import { aCartItem } from 'shared-api/testing';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    product_id: 1,
    store_id: 10,
    store_name: 'kyoto_crafts',
    name: 'Matcha Tea Set',
    desc: 'Hand-made ceramic tea set from Kyoto.',
    price: 45.5,
    stock: 5,
    country: 'Japan',
    img: '/uploads/products/matcha.webp',
    ...overrides,
  };
}

export function makeStore(overrides: Partial<Store> = {}): Store {
  return {
    store_id: 10,
    store_name: 'kyoto_crafts',
    full_location: 'Kyoto, Japan',
    bio: 'Traditional crafts from Kyoto artisans.',
    img: '/uploads/stores/kyoto.webp',
    ...overrides,
  };
}

/** A cart line of the Kyoto store's tea set, with the API's `total` (shared-api/testing's aCartItem). */
export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return aCartItem({
    store_name: 'kyoto_crafts',
    full_location: 'Berlin, Germany',
    name: 'Matcha Tea Set',
    price: 45.5,
    img: '/uploads/products/matcha.webp',
    ...overrides,
  });
}

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    message_id: 1,
    sender: 'kyoto_crafts',
    msg: 'Hello! How can we help?',
    timestamp: '2026-03-01T10:15:00.000Z',
    ...overrides,
  };
}

export function makeInboxEntry(overrides: Partial<InboxEntry> = {}): InboxEntry {
  return {
    store_name: 'kyoto_crafts',
    username: 'alice',
    last_msg: 'Hello! How can we help?',
    last_at: '2026-03-01T10:15:00.000Z',
    ...overrides,
  };
}
