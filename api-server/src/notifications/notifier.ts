/**
 * Tells people what happened: stores a notification for each recipient, then signals the
 * recipient's live channel (the live hub then reads it from the notifications feed, on whichever
 * instance the recipient is connected to). Called after the change it reports is committed; a
 * notification that cannot be stored is logged and never fails the call that caused it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { DialectName } from '../db/connect';
import { storeChannel, customerChannel, type LiveSignals } from '../live/signals';
import { addNotification, addNotificationForFollowers, type NotificationInput, type Recipient } from '../repositories/notifications';
import { notificationTexts, type OrderSummary } from './texts';

export interface Notifier {
  /** To the store: a customer placed an order. */
  orderPlaced(storeId: number, order: OrderSummary & { username: string; total: number }): Promise<void>;
  /** To the customer: the store completed their order. */
  orderCompleted(userId: number, order: OrderSummary & { store_name: string }): Promise<void>;
  /** To the other party: the customer or the store cancelled a pending order. */
  orderCancelled(order: OrderSummary & { user_id: number; store_id: number; store_name: string; username: string; cancel_reason: string | null }, by: 'customer' | 'store'): Promise<void>;
  /** To the other party of a chat. */
  message(parties: { store: { store_id: number; store_name: string }; customer: { user_id: number; username: string } }, sender: 'customer' | 'store', text: string): Promise<void>;
  /** To every follower of the store. */
  productAdded(store: { store_id: number; store_name: string }, product: { product_id: number; name: string }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export function createNotifier(db: Kysely<Database>, dialect: DialectName, signals: LiveSignals, log: FastifyBaseLogger): Notifier {
  const guarded = async (what: string, store: () => Promise<Recipient[]>) => {
    try {
      for (const recipient of await store()) signals.notify('user_id' in recipient ? customerChannel(recipient.user_id) : storeChannel(recipient.store_id));
    } catch (error) {
      log.warn({ err: error }, `could not notify: ${what}`);
    }
  };
  const one = (recipient: Recipient, input: NotificationInput) => async () => [(await addNotification(db, dialect, recipient, input)).recipient];

  return {
    orderPlaced: (storeId, order) => guarded('order placed', one({ store_id: storeId }, notificationTexts.orderPlaced(order))),
    orderCompleted: (userId, order) => guarded('order completed', one({ user_id: userId }, notificationTexts.orderCompleted(order))),
    orderCancelled: (order, by) =>
      guarded('order cancelled', one(by === 'store' ? { user_id: order.user_id } : { store_id: order.store_id }, notificationTexts.orderCancelled(order, by))),
    message: (parties, sender, text) =>
      guarded(
        'message',
        one(sender === 'store' ? { user_id: parties.customer.user_id } : { store_id: parties.store.store_id }, notificationTexts.message(parties, sender, text)),
      ),
    productAdded: (store, product) => guarded('new product', () => addNotificationForFollowers(db, dialect, store.store_id, notificationTexts.newProduct(store, product))),
  };
}
