import { uiMessages, useTranslation } from '../../core';
import { Badge, type BadgeVariant } from '../Badge/Badge';

export type OrderStatusValue = 'pending' | 'completed' | 'cancelled';

const VARIANT: Record<OrderStatusValue, BadgeVariant> = { pending: 'secondary', completed: 'success', cancelled: 'destructive' };

/** An order's status as both sides see it: Pending, Completed or Cancelled. */
export function OrderStatusBadge({ status }: { status: OrderStatusValue }) {
  const { t } = useTranslation(uiMessages);
  const label = { pending: t('orderStatus.pending'), completed: t('orderStatus.completed'), cancelled: t('orderStatus.cancelled') }[status];
  return <Badge variant={VARIANT[status]}>{label}</Badge>;
}
