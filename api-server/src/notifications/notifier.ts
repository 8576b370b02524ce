/**
 * Tells people what happened, in two steps that a crash cannot separate wrongly:
 *
 * 1. The notification row is written in the same transaction as the change it reports (the order
 *    placed, completed or cancelled, the chat message, the new product), so it exists exactly when
 *    the change committed: a refused or rolled-back change leaves none, a committed one always has
 *    one, whatever instant the process dies at.
 * 2. Only once that transaction has committed, the recipient's live channel is signalled (the live
 *    hub then reads the notification from the notifications feed, on whichever instance the
 *    recipient is connected to). Signalling earlier would send the hub to read a row it cannot see
 *    yet; a signal for a change that then failed only makes a hub look and find nothing.
 *
 * A notification that cannot be stored fails the whole change (it is rolled back and the caller gets
 * an error to retry): keeping the change without its notification is the very loss this prevents,
 * and a database that refuses the notification's insert mid-transaction is not one the change can
 * count on either. The signal alone keeps the old "never fails the call" rule: it never throws nor
 * waits (live/signals.ts), and a lost one costs only latency, since the row is already stored.
 *
 *   const placed = await app.notifier.report((tell) =>
 *     placeOrder(app.db, customer, cartId, (trx, { order, storeId }) => tell(trx).orderPlaced(storeId, order)));
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { DialectName } from '../db/connect';
import { storeChannel, customerChannel, type LiveSignals } from '../live/signals';
import { addNotification, addNotificationForFollowers, type NotificationInput } from '../repositories/notifications';
import type { Owner } from '../auth/owner';
import { notificationTexts, type OrderSummary, type ReviewSummary } from './texts';

/** Writes notifications inside one change's transaction. */
export interface NotificationWriter {
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
  /** To the store whose product a customer reviewed. */
  reviewAdded(storeId: number, review: ReviewSummary & { username: string; rating: number }): Promise<void>;
  /** To the review's author: the store replied. */
  reviewReplied(userId: number, review: ReviewSummary & { store_name: string }): Promise<void>;
  /** Any of the operator's notifications (notifications/operator-texts.ts) to one recipient. */
  operatorNotice(recipient: Owner, input: NotificationInput): Promise<void>;
}

/** The writer for the transaction `trx` of the change being reported. */
export type Tell = (trx: Transaction<Database>) => NotificationWriter;

/**
 * Notifications for a change that stores them in its own statement (an order placed on PostgreSQL in
 * one call, orders/place-as-read.ts): each gives the row to store, and its recipient is signalled
 * after the change, like one told. Should the change then not store it, that signal only makes a hub
 * look and find nothing.
 */
export interface NotificationComposer {
  /** To the store: a customer placed an order. */
  orderPlaced(storeId: number, order: OrderSummary & { username: string; total: number }): NotificationInput;
}

export interface Notifier {
  /**
   * Runs `change`, which writes its notifications with `tell(trx)` inside its own transaction and
   * resolves once that transaction committed; then signals every recipient. When `change` throws,
   * nothing is signalled (its transaction rolled back, and its notifications with it).
   */
  report<T>(change: (tell: Tell, compose: NotificationComposer) => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

const channelOf = (recipient: Owner) => ('user_id' in recipient ? customerChannel(recipient.user_id) : storeChannel(recipient.store_id));

export function createNotifier(dialect: DialectName, signals: LiveSignals): Notifier {
  return {
    async report(change) {
      const recipients: Owner[] = [];
      const tell: Tell = (trx) => {
        const one = async (recipient: Owner, input: NotificationInput) => {
          await addNotification(trx, dialect, recipient, input);
          recipients.push(recipient);
        };
        return {
          orderPlaced: (storeId, order) => one({ store_id: storeId }, notificationTexts.orderPlaced(order)),
          orderCompleted: (userId, order) => one({ user_id: userId }, notificationTexts.orderCompleted(order)),
          orderCancelled: (order, by) => one(by === 'store' ? { user_id: order.user_id } : { store_id: order.store_id }, notificationTexts.orderCancelled(order, by)),
          message: (parties, sender, text) =>
            one(sender === 'store' ? { user_id: parties.customer.user_id } : { store_id: parties.store.store_id }, notificationTexts.message(parties, sender, text)),
          productAdded: async (store, product) => {
            recipients.push(...(await addNotificationForFollowers(trx, dialect, store.store_id, notificationTexts.newProduct(store, product))));
          },
          reviewAdded: (storeId, review) => one({ store_id: storeId }, notificationTexts.review(review)),
          reviewReplied: (userId, review) => one({ user_id: userId }, notificationTexts.reviewReply(review)),
          operatorNotice: (recipient, input) => one(recipient, input),
        };
      };
      const compose: NotificationComposer = {
        orderPlaced: (storeId, order) => {
          recipients.push({ store_id: storeId });
          return notificationTexts.orderPlaced(order);
        },
      };
      const result = await change(tell, compose);
      for (const channel of new Set(recipients.map(channelOf))) signals.notify(channel);
      return result;
    },
  };
}
