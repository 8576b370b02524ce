import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogFooter, FormField, Textarea, useTranslation, type ButtonVariant } from 'shared-ui';
import { commonMessages } from './messages';

/** The API's limit on a reason or note (characters once trimmed), checked before the call. */
export const REASON_MAX = 500;

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  /** The field's label and the message when it is left empty (default "Reason", "A reason is required"). */
  label?: string;
  requiredText?: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  busy: boolean;
  /** Sends the action with the reason; true when it succeeded (the dialog then closes). */
  onConfirm(reason: string): Promise<boolean>;
}

/**
 * An operator action that needs a reason (or a note): an accessible modal with a required text,
 * checked before the call; the reason is written to the audit log.
 */
export function ReasonDialog({ open, onOpenChange, title, description, label, requiredText, confirmLabel, confirmVariant = 'destructive', busy, onConfirm }: ReasonDialogProps) {
  const { t } = useTranslation(commonMessages);
  const [reason, setReason] = useState('');
  // What is wrong with the reason, worded at render time (so it follows a language change).
  const [problem, setProblem] = useState<'required' | 'tooLong' | undefined>();
  const fieldId = useId();
  const error = problem === 'required' ? (requiredText ?? t('reason.required')) : problem === 'tooLong' ? t('reason.tooLong', { count: REASON_MAX }) : undefined;

  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setProblem(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setProblem('required');
    if ([...text].length > REASON_MAX) return setProblem('tooLong');
    setProblem(undefined);
    if (await onConfirm(text)) close(false);
  };

  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField label={label ?? t('reason.label')} htmlFor={fieldId} error={error} hint={t('reason.hint')} required>
          <Textarea id={fieldId} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={!!error} />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => close(false)}>
            {t('reason.cancel')}
          </Button>
          <Button type="submit" variant={confirmVariant} busy={busy}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
