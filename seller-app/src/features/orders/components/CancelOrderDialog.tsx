import { useId, useState, type FormEvent } from 'react';
import type { OrderFull } from 'shared-api';
import { Button, Dialog, DialogFooter, FormField, Textarea } from 'shared-ui';
import { useCancelStoreOrder } from '../hooks/useCancelStoreOrder';

/** The API's limit on a cancel reason. */
export const CANCEL_REASON_MAX = 500;

interface CancelOrderDialogProps {
  order: OrderFull;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Cancel with a reason: the customer reads it on My Orders and in their notification. */
export function CancelOrderDialog({ order, open, onOpenChange }: CancelOrderDialogProps) {
  const { cancel, isCancelling } = useCancelStoreOrder();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fieldId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError('Please tell the customer why');
    if ([...text].length > CANCEL_REASON_MAX) return setError(`The reason must be at most ${CANCEL_REASON_MAX} characters`);
    setError(undefined);
    if (await cancel(order.order_id, text)) {
      setReason('');
      onOpenChange(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel order #${order.order_id}?`}
      description={`${order.quantity} × ${order.name} for ${order.username}. The customer will be told, and the items go back in stock.`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField label="Reason for the customer" htmlFor={fieldId} error={error} required>
          <Textarea id={fieldId} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={!!error} />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Keep Order
          </Button>
          <Button type="submit" variant="destructive" busy={isCancelling}>
            Cancel Order
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
