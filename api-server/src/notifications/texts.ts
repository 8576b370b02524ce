/** What each notification says and where it leads (front-end paths). */
import type { NotificationInput } from '../repositories/notifications';

export interface OrderSummary {
  order_id: number;
  name: string;
  quantity: number;
}

/** The review a `review` or `review_reply` notification is about. */
export interface ReviewSummary {
  review_id: number;
  product_id: number;
  product_name: string;
}

const MESSAGE_PREVIEW_CHARS = 120;
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const what = (order: OrderSummary) => `order #${order.order_id} (${order.quantity} × ${order.name})`;

function preview(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ')];
  return chars.length <= MESSAGE_PREVIEW_CHARS ? chars.join('') : `${chars.slice(0, MESSAGE_PREVIEW_CHARS - 1).join('')}…`;
}

export const NOTIFICATION_LINKS = {
  storePendingOrders: '/store/orders',
  storeOrdersTab: '/store/profile?tab=orders',
  customerOrders: '/orders',
  customerChat: (storeName: string) => `/chat/${encodeURIComponent(storeName)}`,
  storeChat: (username: string) => `/store/chat/${encodeURIComponent(username)}`,
  product: (productId: number) => `/product/${productId}`,
} as const;

/**
 * Each notification: its English `text` (unchanged), its link, and its `params` (schemas/notifications.ts,
 * NotificationParams), from which a front end writes the text in the reader's language.
 */
export const notificationTexts = {
  orderPlaced: (order: OrderSummary & { username: string; total: number }): NotificationInput => ({
    kind: 'order_placed',
    text: `New ${what(order)} from ${order.username}: ${money.format(order.total)}`,
    link: NOTIFICATION_LINKS.storePendingOrders,
    params: { order_id: order.order_id, product_name: order.name, quantity: order.quantity, total: order.total, username: order.username },
  }),
  orderCompleted: (order: OrderSummary & { store_name: string }): NotificationInput => ({
    kind: 'order_completed',
    text: `${order.store_name} completed your ${what(order)}`,
    link: NOTIFICATION_LINKS.customerOrders,
    params: { order_id: order.order_id, product_name: order.name, quantity: order.quantity, store_name: order.store_name },
  }),
  orderCancelled: (order: OrderSummary & { store_name: string; username: string; cancel_reason: string | null }, by: 'customer' | 'store'): NotificationInput => {
    const reason = order.cancel_reason ? `. Reason: ${order.cancel_reason}` : '';
    const params = {
      order_id: order.order_id, product_name: order.name, quantity: order.quantity, store_name: order.store_name, username: order.username,
      cancelled_by: by, cancel_reason: order.cancel_reason || null,
    };
    return by === 'store'
      ? { kind: 'order_cancelled', text: `${order.store_name} cancelled your ${what(order)}${reason}`, link: NOTIFICATION_LINKS.customerOrders, params }
      : { kind: 'order_cancelled', text: `${order.username} cancelled ${what(order)}${reason}`, link: NOTIFICATION_LINKS.storeOrdersTab, params };
  },
  message: (parties: { store: { store_name: string }; customer: { username: string } }, sender: 'customer' | 'store', text: string): NotificationInput => {
    const params = { store_name: parties.store.store_name, username: parties.customer.username, sender, preview: preview(text) };
    return sender === 'store'
      ? { kind: 'message', text: `New message from ${parties.store.store_name}: ${params.preview}`, link: NOTIFICATION_LINKS.customerChat(parties.store.store_name), params }
      : { kind: 'message', text: `New message from ${parties.customer.username}: ${params.preview}`, link: NOTIFICATION_LINKS.storeChat(parties.customer.username), params };
  },
  newProduct: (store: { store_name: string }, product: { product_id: number; name: string }): NotificationInput => ({
    kind: 'new_product',
    text: `${store.store_name} added a new product: ${product.name}`,
    link: NOTIFICATION_LINKS.product(product.product_id),
    params: { store_name: store.store_name, product_id: product.product_id, product_name: product.name },
  }),
  review: (review: ReviewSummary & { username: string; rating: number }): NotificationInput => ({
    kind: 'review',
    text: `${review.username} rated ${review.product_name} ${review.rating} out of 5`,
    link: NOTIFICATION_LINKS.product(review.product_id),
    params: { review_id: review.review_id, product_id: review.product_id, product_name: review.product_name, username: review.username, rating: review.rating },
  }),
  reviewReply: (review: ReviewSummary & { store_name: string }): NotificationInput => ({
    kind: 'review_reply',
    text: `${review.store_name} replied to your review of ${review.product_name}`,
    link: NOTIFICATION_LINKS.product(review.product_id),
    params: { review_id: review.review_id, product_id: review.product_id, product_name: review.product_name, store_name: review.store_name },
  }),
};
