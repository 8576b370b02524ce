import { errorMessage, type OrderFull } from 'shared-api';
import { useCancelOrderMutation } from 'shared-api/orders';
import { toast } from 'shared-ui';

/** Cancels one of the customer's pending orders (the store is told; the stock comes back), with toasts. */
export function useCancelMyOrder() {
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const cancel = async (order: OrderFull) => {
    try {
      await cancelOrder({ order_id: order.order_id }).unwrap();
      toast({ title: 'Order Cancelled', description: `Order #${order.order_id} (${order.name}) was cancelled.` });
    } catch (error) {
      toast({ title: 'Failed to cancel the order', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  return { cancel, isCancelling: isLoading };
}
