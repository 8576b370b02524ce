/**
 * The notifications of the operator's work (docs/api-contract.md, "Trust and the operator"): kept
 * apart from schemas/notifications.ts so each issue's kinds stay in their own file.
 * - report_resolved, to the reporter: how their report ended;
 * - operator_action, to the store acted on (the action and the operator's reason), and to each buyer
 *   of a pending order of a store being suspended (the order may not be completed; they may cancel it).
 */
import { Type } from 'typebox';
import { Id } from './contract';

export const TRUST_NOTIFICATION_KINDS = ['report_resolved', 'operator_action'] as const;

/** The actions a store is told about. */
export const STORE_ACTIONS = ['take_down_product', 'restore_product', 'suspend_store', 'reinstate_store'] as const;
export type StoreAction = (typeof STORE_ACTIONS)[number];

const TargetType = Type.Union([Type.Literal('product'), Type.Literal('store'), Type.Literal('review'), Type.Literal('message')]);

export const TrustNotificationParams = [
  Type.Object({
    report_id: Id,
    target_type: TargetType,
    target_id: Id,
    outcome: Type.Union([Type.Literal('dismiss'), Type.Literal('take_down')], { description: 'dismiss: nothing was done; take_down: the target was taken down' }),
    note: Type.String({ description: "The operator's note ('' when none)" }),
  }, { additionalProperties: false, title: 'report_resolved', description: 'report_resolved' }),
  Type.Object({
    action: Type.Enum([...STORE_ACTIONS]),
    reason: Type.String({ description: "The operator's reason" }),
    store_name: Type.String(),
    product_id: Type.Union([Id, Type.Null()], { description: 'The product acted on; null for a store action' }),
    product_name: Type.Union([Type.String(), Type.Null()]),
  }, { additionalProperties: false, title: 'operator_action', description: 'operator_action, to the store acted on' }),
  Type.Object({
    action: Type.Literal('store_suspended_order', { description: "The buyer's pending order is with a store the operator suspended: it may not be completed, and the buyer may cancel it" }),
    store_name: Type.String(),
    order_id: Id,
    product_name: Type.String({ description: 'The name copied at purchase' }),
    quantity: Type.Integer({ minimum: 1 }),
  }, { additionalProperties: false, title: 'operator_action_order', description: 'operator_action, to a buyer of a pending order of a suspended store' }),
] as const;
