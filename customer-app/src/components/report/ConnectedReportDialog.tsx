import type { ReportTargetType } from 'shared-api';
import { useSendReport } from 'shared-api/reports';
import { toast, useTranslation } from 'shared-ui';
import { ReportDialog } from 'shared-ui/report';
import { commonMessages } from '../../messages';

export interface ConnectedReportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  target: ReportTargetType;
  targetId: number;
}

/** The report dialog sending `POST /api/report/add`: closes with a toast when taken, says why when refused. */
export default function ConnectedReportDialog({ open, onOpenChange, target, targetId }: ConnectedReportDialogProps) {
  const { t } = useTranslation(commonMessages);
  const report = useSendReport({
    open,
    target,
    targetId,
    onSent: () => {
      onOpenChange(false);
      toast({ title: t('report.sentTitle'), description: t('report.sentDescription') });
    },
  });
  return <ReportDialog open={open} onOpenChange={onOpenChange} target={target} busy={report.busy} refusal={report.refusal} onSubmit={report.send} />;
}
