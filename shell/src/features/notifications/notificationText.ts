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
  // A string: the trust kinds (trustText) are not in the generated types until they are regenerated.
  const kind: string = notification.kind;
  switch (kind) {
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
      return trustText(t, kind, params) ?? notification.text;
  }
  return notification.text;
}

/** The operator's actions a store is told of, and the words of each (`{name}`: the product, when it names one). */
const OPERATOR_ACTIONS: Record<string, { key: string; needsName: boolean }> = {
  take_down_product: { key: 'kinds.operatorTakeDownProduct', needsName: true },
  restore_product: { key: 'kinds.operatorRestoreProduct', needsName: true },
  suspend_store: { key: 'kinds.operatorSuspendStore', needsName: false },
  reinstate_store: { key: 'kinds.operatorReinstateStore', needsName: false },
  remove_review: { key: 'kinds.operatorRemoveReview', needsName: true },
  hide_message: { key: 'kinds.operatorHideMessage', needsName: false },
  // To a buyer: the store of their pending order was suspended (store_name, order_id, quantity, name).
  store_suspended_order: { key: 'kinds.operatorStoreSuspendedOrder', needsName: true },
};

/**
 * The trust kinds (issue "Trust and the operator"), from their params:
 * - review (to the store): product_id, product_name, review_id, username, rating;
 * - review_reply (to the review's author): product_id, product_name, review_id, store_name;
 * - report_resolved (to the reporter): report_id, target_type, target_id, outcome ('dismiss' |
 *   'take_down'), note;
 * - operator_action (to the store acted on): action (the audit's action), reason, store_name, and
 *   product_id, product_name when it is about a product; to a buyer of a pending order of a
 *   suspended store: action 'store_suspended_order', store_name, order_id, product_name, quantity.
 * undefined when the params are incomplete (the API's text is shown).
 */
function trustText(t: Translate, kind: string, params: Params): string | undefined {
  switch (kind) {
    case 'review':
      return has(params, 'username', 'name', 'rating') ? t('kinds.review', { ...params, rating: Number(params.rating) }) : undefined;
    case 'review_reply':
      return has(params, 'store_name', 'name') ? t('kinds.reviewReply', { ...params }) : undefined;
    case 'report_resolved': {
      if (!has(params, 'target_type', 'outcome')) return undefined;
      if (params.outcome === 'take_down') return t('kinds.reportResolvedTakenDown', { ...params });
      return params.outcome === 'dismiss' ? t('kinds.reportResolvedDismissed', { ...params }) : undefined;
    }
    case 'operator_action': {
      const action = OPERATOR_ACTIONS[String(params.action)];
      if (!action || (action.needsName && !has(params, 'name'))) return undefined;
      if (params.action === 'store_suspended_order') return has(params, 'store_name', 'order_id', 'quantity') ? t(action.key, { ...params }) : undefined;
      const text = t(action.key, { ...params });
      return has(params, 'reason') ? text + t('kinds.actionReason', { reason: params.reason }) : text;
    }
    default:
      return undefined;
  }
}
