/**
 * Tells people what happened: stores a notification for each recipient, then pushes it on the
 * recipient's live channel. Called after the change it reports is committed; a notification that
 * cannot be stored or pushed is logged and never fails the call that caused it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { ChatPubSub } from '../live/chat-events';
import { storeChannel, userChannel } from '../live/pubsub';
import {
  addNotification, addNotificationForFollowers, type NotificationInput, type Recipient, type StoredNotification,
} from '../repositories/notifications';
import { notificationTexts, type OrderSummary } from './texts';

export interface Notifier {
  /** To the store: a customer placed an order. */
  orderPlaced(storeId: number, order: OrderSummary & { username: string; total: number }): Promise<void>;
  /** To the customer: the store completed their order. */
  orderCompleted(userId: number, order: OrderSummary & { store_name: string }): Promise<void>;
  /** To the other party: the customer or the store cancelled a pending order. */
  orderCancelled(order: OrderSummary & { user_id: number; store_id: number; store_name: string; username: string; cancel_reason: string | null }, by: 'customer' | 'store'): Promise<void>;
  /** To the other party of a chat. */
  message(parties: { store: { store_id: number; store_name: string }; user: { user_id: number; username: string } }, senderKind: 'user' | 'store', text: string): Promise<void>;
  /** To every follower of the store. */
  productAdded(store: { store_id: number; store_name: string }, product: { product_id: number; name: string }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export function createNotifier(db: Kysely<Database>, pubsub: ChatPubSub, log: FastifyBaseLogger): Notifier {
  const push = async (stored: StoredNotification[]) => {
    for (const { recipient, notification } of stored) {
      const channel = 'user_id' in recipient ? userChannel(recipient.user_id) : storeChannel(recipient.store_id);
      await pubsub.publish(channel, { type: 'notification', notification });
    }
  };
  const guarded = async (what: string, work: () => Promise<StoredNotification[]>) => {
    try {
      await push(await work());
    } catch (error) {
      log.warn({ err: error }, `could not notify: ${what}`);
    }
  };
  const one = (recipient: Recipient, input: NotificationInput) => async () => [await addNotification(db, recipient, input)];

  return {
    orderPlaced: (storeId, order) => guarded('order placed', one({ store_id: storeId }, notificationTexts.orderPlaced(order))),
    orderCompleted: (userId, order) => guarded('order completed', one({ user_id: userId }, notificationTexts.orderCompleted(order))),
    orderCancelled: (order, by) =>
      guarded('order cancelled', one(by === 'store' ? { user_id: order.user_id } : { store_id: order.store_id }, notificationTexts.orderCancelled(order, by))),
    message: (parties, senderKind, text) =>
      guarded(
        'message',
        one(senderKind === 'store' ? { user_id: parties.user.user_id } : { store_id: parties.store.store_id }, notificationTexts.message(parties, senderKind, text)),
      ),
    productAdded: (store, product) => guarded('new product', () => addNotificationForFollowers(db, store.store_id, notificationTexts.newProduct(store, product))),
  };
}
