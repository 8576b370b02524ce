import { useSendReport } from 'shared-api/reports';
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
  const report = useSendReport({
    open,
    target: 'message',
    targetId: messageId,
    onSent: () => {
      onOpenChange(false);
      toast({ title: t('report.sentTitle'), description: t('report.sentDescription') });
    },
  });
  return <ReportDialog open={open} onOpenChange={onOpenChange} target="message" busy={report.busy} refusal={report.refusal} onSubmit={report.send} />;
}
