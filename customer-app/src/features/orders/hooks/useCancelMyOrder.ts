import type { OrderFull } from 'shared-api';
import { useCancelOrderMutation } from 'shared-api/orders';
import { errorText, toast, useTranslation } from 'shared-ui';
import { ordersMessages } from '../messages';

/** Cancels one of the customer's pending orders (the store is told; the stock comes back), with toasts. */
export function useCancelMyOrder() {
  const { t } = useTranslation(ordersMessages);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const cancel = async (order: OrderFull) => {
    try {
      await cancelOrder({ order_id: order.order_id }).unwrap();
      toast({ title: t('cancel.doneTitle'), description: t('cancel.doneDescription', { id: order.order_id, name: order.name }) });
    } catch (error) {
      toast({ title: t('cancel.failedTitle'), description: errorText(error, t('cancel.tryAgain')), variant: 'destructive' });
    }
  };
  return { cancel, isCancelling: isLoading };
}
