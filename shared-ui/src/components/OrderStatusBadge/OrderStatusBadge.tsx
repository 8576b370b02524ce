import { Badge, type BadgeVariant } from '../Badge/Badge';

export type OrderStatusValue = 'pending' | 'completed' | 'cancelled';

const LOOK: Record<OrderStatusValue, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'secondary' },
  completed: { label: 'Completed', variant: 'success' },
  cancelled: { label: 'Cancelled', variant: 'destructive' },
};

/** An order's status as both sides see it: Pending, Completed or Cancelled. */
export function OrderStatusBadge({ status }: { status: OrderStatusValue }) {
  const { label, variant } = LOOK[status];
  return <Badge variant={variant}>{label}</Badge>;
}
