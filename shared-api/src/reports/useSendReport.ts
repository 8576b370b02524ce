import { useEffect, useState } from 'react';
import type { ReportReason, ReportTargetType } from 'shared-api';
import { reportRefusal, useAddReportMutation, type ReportRefusal } from './endpoints';

export interface SendReportOptions {
  /** Whether the dialog is open: each opening starts without the last refusal. */
  open: boolean;
  target: ReportTargetType;
  targetId: number;
  /** The report was taken (the caller closes its dialog and thanks the reporter). */
  onSent(): void;
}

export interface SendReport {
  busy: boolean;
  /** Why the last attempt was refused, for the dialog to say; undefined before and after a new attempt. */
  refusal?: ReportRefusal;
  send(report: { reason: ReportReason; text: string }): void;
}

/** What a report dialog needs to send `POST /api/report/add` for one product, store, review or message. */
export function useSendReport({ open, target, targetId, onSent }: SendReportOptions): SendReport {
  const [addReport, { isLoading }] = useAddReportMutation();
  const [refusal, setRefusal] = useState<ReportRefusal>();

  useEffect(() => {
    if (open) setRefusal(undefined);
  }, [open]);

  return {
    busy: isLoading,
    refusal,
    send: ({ reason, text }) => {
      setRefusal(undefined);
      addReport({ target_type: target, target_id: targetId, reason, text })
        .unwrap()
        .then(onSent)
        .catch((error: unknown) => setRefusal(reportRefusal(error)));
    },
  };
}
