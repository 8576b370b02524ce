import { useSendReport } from 'shared-api/reports';
import { ReportDialog, useReportThanks } from 'shared-ui/report';

export interface ReportMessageDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  messageId: number;
}

/** The report dialog for a customer's message: closes with a thank-you when taken, says why when refused. */
export default function ReportMessageDialog({ open, onOpenChange, messageId }: ReportMessageDialogProps) {
  const thank = useReportThanks();
  const report = useSendReport({ open, target: 'message', targetId: messageId, onSent: () => {
    onOpenChange(false);
    thank();
  } });
  return <ReportDialog open={open} onOpenChange={onOpenChange} target="message" busy={report.busy} refusal={report.refusal} onSubmit={report.send} />;
}
