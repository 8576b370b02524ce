import { useId, useState, type FormEvent } from 'react';
import type { Order } from 'shared-api';
import { Button, Dialog, DialogFooter, FormField, Textarea, useTranslation } from 'shared-ui';
import { useCancelStoreOrder } from '../hooks/useCancelStoreOrder';
import { ordersMessages } from '../messages';

/** The API's limit on a cancel reason. */
export const CANCEL_REASON_MAX = 500;

interface CancelOrderDialogProps {
  order: Pick<Order, 'order_id' | 'quantity' | 'name' | 'username'>;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Cancel with a reason: the customer reads it on My Orders and in their notification. */
export function CancelOrderDialog({ order, open, onOpenChange }: CancelOrderDialogProps) {
  const { t } = useTranslation(ordersMessages);
  const { cancel, isCancelling } = useCancelStoreOrder();
  const [reason, setReason] = useState('');
  // What is wrong with the reason, worded at render time (so it follows a language change).
  const [problem, setProblem] = useState<'required' | 'tooLong' | undefined>();
  const fieldId = useId();
  const error = problem === 'required' ? t('cancel.reasonRequired') : problem === 'tooLong' ? t('cancel.reasonTooLong', { count: CANCEL_REASON_MAX }) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setProblem('required');
    if ([...text].length > CANCEL_REASON_MAX) return setProblem('tooLong');
    setProblem(undefined);
    if (await cancel(order.order_id, text)) {
      setReason('');
      onOpenChange(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('cancel.title', { id: order.order_id })}
      description={t('cancel.description', { quantity: order.quantity, name: order.name, username: order.username })}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={t('cancel.reason')} htmlFor={fieldId} error={error} required>
          <Textarea id={fieldId} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={!!error} />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('cancel.keep')}
          </Button>
          <Button type="submit" variant="destructive" busy={isCancelling}>
            {t('cancel.confirm')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
