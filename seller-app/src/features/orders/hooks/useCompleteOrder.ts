import { useState } from 'react';
import { useCompleteOrderMutation } from 'shared-api/orders';
import { toast, useTranslation } from 'shared-ui';
import { ordersMessages } from '../messages';

/** One order's Mark as Completed, as its card needs it. */
export interface OrderCompletion {
  complete(): void;
  /** The request is on its way. */
  busy: boolean;
  /** The API accepted it (the list may not have been refetched yet). */
  done: boolean;
}

/** Mark as Completed: the order shows Completed locally once the API has accepted it. */
export function useCompleteOrder() {
  const { t } = useTranslation(ordersMessages);
  const [completeOrder] = useCompleteOrderMutation();
  const [completedIds, setCompletedIds] = useState<ReadonlySet<number>>(new Set());
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());

  const complete = async (orderId: number) => {
    if (pendingIds.has(orderId) || completedIds.has(orderId)) return;
    setPendingIds((ids) => new Set(ids).add(orderId));
    try {
      await completeOrder({ order_id: orderId }).unwrap();
      setCompletedIds((ids) => new Set(ids).add(orderId));
      toast({ title: t('complete.done'), description: t('complete.doneDescription', { id: orderId }) });
    } catch {
      toast({ title: t('complete.error'), description: t('complete.failed'), variant: 'destructive' });
    } finally {
      setPendingIds((ids) => {
        const next = new Set(ids);
        next.delete(orderId);
        return next;
      });
    }
  };

  const completionOf = (orderId: number): OrderCompletion => ({
    complete: () => void complete(orderId),
    busy: pendingIds.has(orderId),
    done: completedIds.has(orderId),
  });

  return { completionOf, completedIds };
}
