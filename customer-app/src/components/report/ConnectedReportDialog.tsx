import type { ReportTargetType } from 'shared-api';
import { useSendReport } from 'shared-api/reports';
import { ReportDialog, useReportThanks } from 'shared-ui/report';

export interface ConnectedReportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  target: ReportTargetType;
  targetId: number;
}

/** The report dialog sending `POST /api/report/add`: closes with a toast when taken, says why when refused. */
export default function ConnectedReportDialog({ open, onOpenChange, target, targetId }: ConnectedReportDialogProps) {
  const thank = useReportThanks();
  const report = useSendReport({ open, target, targetId, onSent: () => {
    onOpenChange(false);
    thank();
  } });
  return <ReportDialog open={open} onOpenChange={onOpenChange} target={target} busy={report.busy} refusal={report.refusal} onSubmit={report.send} />;
}
