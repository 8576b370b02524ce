/**
 * A notification in the reader's language: made from its `kind` and `params` with the shell's
 * messages (namespace shell.notifications), so it follows a language change. A notification whose
 * params are missing or incomplete (older rows, a kind this shell does not know) keeps the API's
 * English `text`.
 */
import type { IdentityKind, Notification } from 'shared-api';
import { type Translate } from 'shared-ui';

type Params = Record<string, unknown>;

/** The API's Notification, its params read as a plain record (each kind's fields: docs/api-contract.md). */
export type NotificationWithParams = Omit<Notification, 'params'> & { params?: Params | null };

const has = (params: Params, ...keys: string[]) => keys.every((key) => params[key] !== undefined && params[key] !== null && params[key] !== '');

/** `reader` is who reads it: a cancelled order or a message names the other party. */
export function notificationText(t: Translate, notification: NotificationWithParams, reader: 'guest' | IdentityKind): string {
  const given = notification.params;
  if (!given || typeof given !== 'object') return notification.text;
  // The API names the product `product_name`; the messages call it `name`.
  const params: Params = { ...given, name: given.product_name ?? given.name };
  const order = has(params, 'order_id', 'quantity', 'name');
  switch (notification.kind) {
    case 'order_placed':
      if (order && has(params, 'username', 'total')) return t('kinds.orderPlaced', { ...params });
      break;
    case 'order_completed':
      if (order && has(params, 'store_name')) return t('kinds.orderCompleted', { ...params });
      break;
    case 'order_cancelled': {
      const byStore = reader === 'customer';
      if (!order || !has(params, byStore ? 'store_name' : 'username')) break;
      const text = t(byStore ? 'kinds.orderCancelledByStore' : 'kinds.orderCancelledByCustomer', { ...params });
      return has(params, 'cancel_reason') ? text + t('kinds.reason', { cancel_reason: params.cancel_reason }) : text;
    }
    case 'message': {
      const from = reader === 'customer' ? params.store_name : params.username;
      if (from && has(params, 'preview')) return t('kinds.message', { from, preview: params.preview });
      break;
    }
    case 'new_product':
      if (has(params, 'store_name', 'name')) return t('kinds.newProduct', { ...params });
      break;
    default:
      break;
  }
  return notification.text;
}
