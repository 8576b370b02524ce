import { useEffect, useState } from 'react';
import type { ReportTargetType } from 'shared-api';
import { reportRefusal, useAddReportMutation, type ReportRefusal } from 'shared-api/reports';
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
  const [addReport, { isLoading }] = useAddReportMutation();
  const [refusal, setRefusal] = useState<ReportRefusal>();

  useEffect(() => {
    if (open) setRefusal(undefined);
  }, [open]);

  return (
    <ReportDialog
      open={open}
      onOpenChange={onOpenChange}
      target={target}
      busy={isLoading}
      refusal={refusal}
      onSubmit={({ reason, text }) => {
        setRefusal(undefined);
        addReport({ target_type: target, target_id: targetId, reason, text })
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
