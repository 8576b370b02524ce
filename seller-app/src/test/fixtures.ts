import type { Message, Order, Product, Store } from 'shared-api';
import { STORE_SESSION } from './render';
import { anOrder as anOrderOf } from 'shared-api/testing';

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    product_id: 5,
    store_id: STORE_SESSION.store_id,
    store_name: STORE_SESSION.store_name,
    name: 'Tea cup',
    desc: 'Hand-thrown stoneware',
    price: 12.5,
    stock: 4,
    country: 'Japan',
    img: '/uploads/products/cup.webp',
    ...overrides,
  };
}

export function aStore(overrides: Partial<Store> = {}): Store {
  return {
    store_id: STORE_SESSION.store_id,
    store_name: STORE_SESSION.store_name,
    full_location: 'Japan, Kyoto',
    bio: 'Pottery from Kyoto',
    img: '/uploads/stores/acme.webp',
    ...overrides,
  };
}

/** A pending order of the signed-in store's tea cup, with the API's `total` (shared-api/testing's anOrder). */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return anOrderOf({
    order_id: 11,
    full_location: 'France, Lyon, 3 rue Victor Hugo',
    product_id: 5,
    name: 'Tea cup',
    price: 12.5,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

export function aMessage(overrides: Partial<Message> = {}): Message {
  return { message_id: 1, sender: 'alice', msg: 'Hello', timestamp: '2026-11-20T10:00:00.000Z', ...overrides };
}
