/** What the notifications of the operator's work say and where they lead (schemas/operator-notifications.ts). */
import type { NotificationInput } from '../repositories/notifications';
import type { ReportAction, ReportTargetType } from '../db/types';
import type { StoreAction } from '../schemas/operator-notifications';

export const OPERATOR_NOTIFICATION_LINKS = {
  storeProfile: '/store/profile',
  customerOrders: '/orders',
  product: (productId: number) => `/product/${productId}`,
  shop: '/',
} as const;

const TARGET_NAMES: Record<ReportTargetType, string> = { product: 'product', store: 'store', review: 'review', message: 'message' };

const STORE_ACTION_TEXTS: Record<StoreAction, (subject: string) => string> = {
  take_down_product: (subject) => `The marketplace took down your product ${subject}`,
  restore_product: (subject) => `The marketplace restored your product ${subject}`,
  suspend_store: () => 'The marketplace suspended your store',
  reinstate_store: () => 'The marketplace reinstated your store',
};

export interface ResolvedReportSummary {
  report_id: number;
  target_type: ReportTargetType;
  target_id: number;
  outcome: ReportAction;
  note: string;
}

export const operatorNotificationTexts = {
  reportResolved: (report: ResolvedReportSummary): NotificationInput => ({
    kind: 'report_resolved',
    text: report.outcome === 'take_down'
      ? `Thank you: the ${TARGET_NAMES[report.target_type]} you reported was taken down`
      : `Your report of a ${TARGET_NAMES[report.target_type]} was reviewed; no action was taken${report.note ? `: ${report.note}` : ''}`,
    link: report.target_type === 'product' && report.outcome === 'dismiss' ? OPERATOR_NOTIFICATION_LINKS.product(report.target_id) : OPERATOR_NOTIFICATION_LINKS.shop,
    params: { ...report },
  }),
  storeAction: (action: StoreAction, store: { store_name: string }, reason: string, product?: { product_id: number; name: string }): NotificationInput => ({
    kind: 'operator_action',
    text: `${STORE_ACTION_TEXTS[action](product ? `"${product.name}"` : '')}. Reason: ${reason}`,
    link: OPERATOR_NOTIFICATION_LINKS.storeProfile,
    params: { action, reason, store_name: store.store_name, product_id: product?.product_id ?? null, product_name: product?.name ?? null },
  }),
  pendingOrderOfSuspendedStore: (order: { order_id: number; name: string; quantity: number; store_name: string }): NotificationInput => ({
    kind: 'operator_action',
    text: `${order.store_name} was suspended by the marketplace: your order #${order.order_id} (${order.quantity} × ${order.name}) may not be completed, and you may cancel it`,
    link: OPERATOR_NOTIFICATION_LINKS.customerOrders,
    params: { action: 'store_suspended_order', store_name: order.store_name, order_id: order.order_id, product_name: order.name, quantity: order.quantity },
  }),
};
