import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, DialogFooter, FieldGroup, FormField, Textarea, useTranslation } from 'shared-ui';
import { reportUiMessages } from './messages';

/** The fixed reasons of the API's `POST /api/report/add`, in the order the dialog lists them. */
export const REPORT_DIALOG_REASONS = ['counterfeit', 'prohibited', 'fraud', 'offensive', 'spam', 'other'] as const;
export type ReportDialogReason = (typeof REPORT_DIALOG_REASONS)[number];
export type ReportDialogTarget = 'product' | 'store' | 'review' | 'message';
/** Why a report was not taken: already reported (open), too many this hour, the target is gone, or another failure. */
export type ReportRefusal = 'already_reported' | 'too_many' | 'not_found' | 'failed';

/** The longest explanation the dialog takes. */
export const REPORT_TEXT_MAX = 1000;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-block-start: ${({ theme }) => theme.space[4]};
`;

const Reasons = styled(FieldGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  /* In the theme's colour and flush with the legend: the browser's grey 13px dot was faint in dark. */
  input {
    margin: 0;
    inline-size: 1rem;
    block-size: 1rem;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface ReportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  target: ReportDialogTarget;
  busy?: boolean;
  /** Why the last try was refused (shown in the dialog), or undefined. */
  refusal?: ReportRefusal;
  onSubmit(report: { reason: ReportDialogReason; text: string }): void;
}

/** Report a product, a store, a review or a message: one of the fixed reasons and a text (needed for "Other"). */
export function ReportDialog({ open, onOpenChange, target, busy = false, refusal, onSubmit }: ReportDialogProps) {
  const { t } = useTranslation(reportUiMessages);
  const id = useId();
  const [reason, setReason] = useState<ReportDialogReason | ''>('');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);

  // Each opening starts empty.
  useEffect(() => {
    if (open) {
      setReason('');
      setText('');
      setTried(false);
    }
  }, [open]);

  const reasonMissing = reason === '';
  const textMissing = reason === 'other' && text.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (reasonMissing || textMissing || busy) return;
    onSubmit({ reason, text: text.trim() });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title', { target })} description={t('description')}>
      <Form noValidate onSubmit={submit}>
        <Reasons aria-describedby={tried && reasonMissing ? `${id}-reason-error` : undefined}>
          <legend>{t('reasonLegend')}</legend>
          {REPORT_DIALOG_REASONS.map((value) => (
            <label key={value}>
              <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} />
              {t(`reasons.${value}`)}
            </label>
          ))}
          {tried && reasonMissing && <Alert id={`${id}-reason-error`}>{t('reasonRequired')}</Alert>}
        </Reasons>
        <FormField
          label={t('textLabel')}
          htmlFor={`${id}-text`}
          hint={t('textHint', { max: REPORT_TEXT_MAX })}
          error={tried && textMissing ? t('textRequired') : undefined}
          required={reason === 'other'}
        >
          <Textarea id={`${id}-text`} rows={4} maxLength={REPORT_TEXT_MAX} value={text} onChange={(event) => setText(event.target.value)} />
        </FormField>
        {refusal && <Alert role="alert">{t(`refusals.${refusal}`)}</Alert>}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('submit')}
          </Button>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
