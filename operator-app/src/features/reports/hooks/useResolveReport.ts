import { useResolveReportMutation, type Report } from 'shared-api/operator';
import { useTranslation } from 'shared-ui';
import type { Moderation } from '../../../lib/ModerationAction';
import { reportsMessages } from '../messages';

export type ResolveAction = 'dismiss' | 'take_down';

/** Dismissing a report or taking its target down, with the operator's note: its words and its call. */
export function useResolveReport(report: Report, action: ResolveAction): Moderation {
  const { t } = useTranslation(reportsMessages);
  const [resolveReport] = useResolveReportMutation();
  const id = report.report_id;
  return {
    label: action === 'take_down' ? t(`takeDown.${report.target_type}`) : t('dismiss.button'),
    destructive: action === 'take_down',
    description: t(action === 'take_down' ? 'takeDown.description' : 'dismiss.description', { id }),
    reasonLabel: t('note.label'),
    requiredText: t('note.required'),
    send: (note) => resolveReport({ report_id: id, action, note }).unwrap(),
    done: { title: t(action === 'dismiss' ? 'resolve.dismissed' : 'resolve.takenDown'), description: t('resolve.doneDescription', { id }) },
    failed: { title: t('resolve.failed'), fallback: t('resolve.failedFallback') },
  };
}
