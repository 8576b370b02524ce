import { useEffect, useState } from 'react';
import { reportRefusal, useAddReportMutation, type ReportRefusal } from 'shared-api/reports';
import { toast, useTranslation } from 'shared-ui';
import { ReportDialog } from 'shared-ui/report';
import { chatMessages } from '../messages';

export interface ReportMessageDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  messageId: number;
}

/** The report dialog for a customer's message: closes with a thank-you when taken, says why when refused. */
export default function ReportMessageDialog({ open, onOpenChange, messageId }: ReportMessageDialogProps) {
  const { t } = useTranslation(chatMessages);
  const [addReport, { isLoading }] = useAddReportMutation();
  const [refusal, setRefusal] = useState<ReportRefusal>();

  useEffect(() => {
    if (open) setRefusal(undefined);
  }, [open]);

  return (
    <ReportDialog
      open={open}
      onOpenChange={onOpenChange}
      target="message"
      busy={isLoading}
      refusal={refusal}
      onSubmit={({ reason, text }) => {
        setRefusal(undefined);
        addReport({ target_type: 'message', target_id: messageId, reason, text })
          .unwrap()
          .then(() => {
            onOpenChange(false);
            toast({ title: t('report.sentTitle'), description: t('report.sentDescription') });
          })
          .catch((error: unknown) => setRefusal(reportRefusal(error)));
      }}
    />
  );
}
