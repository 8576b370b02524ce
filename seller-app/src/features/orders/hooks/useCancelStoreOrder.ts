import { useCancelOrderMutation } from 'shared-api/orders';
import { errorText, toast, useTranslation } from 'shared-ui';
import { ordersMessages } from '../messages';

/** Cancels one of the store's pending orders with a reason for the customer; true when it was cancelled. */
export function useCancelStoreOrder() {
  const { t } = useTranslation(ordersMessages);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const cancel = async (orderId: number, reason: string): Promise<boolean> => {
    try {
      await cancelOrder({ order_id: orderId, reason }).unwrap();
      toast({ title: t('cancel.done'), description: t('cancel.doneDescription', { id: orderId }) });
      return true;
    } catch (error) {
      toast({ title: t('cancel.failed'), description: errorText(error, t('cancel.failedFallback')), variant: 'destructive' });
      return false;
    }
  };
  return { cancel, isCancelling: isLoading };
}
