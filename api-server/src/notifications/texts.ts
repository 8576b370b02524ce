/** What each notification says and where it leads (front-end paths). */
import type { NotificationInput } from '../repositories/notifications';

export interface OrderSummary {
  order_id: number;
  name: string;
  quantity: number;
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

export const notificationTexts = {
  orderPlaced: (order: OrderSummary & { username: string; total: number }): NotificationInput => ({
    kind: 'order_placed',
    text: `New ${what(order)} from ${order.username}: ${money.format(order.total)}`,
    link: NOTIFICATION_LINKS.storePendingOrders,
  }),
  orderCompleted: (order: OrderSummary & { store_name: string }): NotificationInput => ({
    kind: 'order_completed',
    text: `${order.store_name} completed your ${what(order)}`,
    link: NOTIFICATION_LINKS.customerOrders,
  }),
  orderCancelled: (order: OrderSummary & { store_name: string; username: string; cancel_reason: string | null }, by: 'customer' | 'store'): NotificationInput => {
    const reason = order.cancel_reason ? `. Reason: ${order.cancel_reason}` : '';
    return by === 'store'
      ? { kind: 'order_cancelled', text: `${order.store_name} cancelled your ${what(order)}${reason}`, link: NOTIFICATION_LINKS.customerOrders }
      : { kind: 'order_cancelled', text: `${order.username} cancelled ${what(order)}${reason}`, link: NOTIFICATION_LINKS.storeOrdersTab };
  },
  message: (parties: { store: { store_name: string }; customer: { username: string } }, sender: 'customer' | 'store', text: string): NotificationInput =>
    sender === 'store'
      ? { kind: 'message', text: `New message from ${parties.store.store_name}: ${preview(text)}`, link: NOTIFICATION_LINKS.customerChat(parties.store.store_name) }
      : { kind: 'message', text: `New message from ${parties.customer.username}: ${preview(text)}`, link: NOTIFICATION_LINKS.storeChat(parties.customer.username) },
  newProduct: (store: { store_name: string }, product: { product_id: number; name: string }): NotificationInput => ({
    kind: 'new_product',
    text: `${store.store_name} added a new product: ${product.name}`,
    link: NOTIFICATION_LINKS.product(product.product_id),
  }),
};
