import { errorMessage } from 'shared-api';
import { useCancelOrderMutation } from 'shared-api/orders';
import { toast } from 'shared-ui';

/** Cancels one of the store's pending orders with a reason for the customer; true when it was cancelled. */
export function useCancelStoreOrder() {
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const cancel = async (orderId: number, reason: string): Promise<boolean> => {
    try {
      await cancelOrder({ order_id: orderId, reason }).unwrap();
      toast({ title: 'Order Cancelled', description: `Order #${orderId} was cancelled; the customer has been told why.` });
      return true;
    } catch (error) {
      toast({ title: 'Failed to cancel the order', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      return false;
    }
  };
  return { cancel, isCancelling: isLoading };
}
