import { useResolveReportMutation } from 'shared-api/operator';
import { toast, useTranslation } from 'shared-ui';
import { useErrorDescription } from '../../../lib/useErrorDescription';
import { reportsMessages } from '../messages';

/** Dismisses a report or takes its target down, with the operator's note; true when it worked. */
export function useResolveReport() {
  const { t } = useTranslation(reportsMessages);
  const describeError = useErrorDescription();
  const [resolveReport, { isLoading }] = useResolveReportMutation();
  const resolve = async (reportId: number, action: 'dismiss' | 'take_down', note: string): Promise<boolean> => {
    try {
      await resolveReport({ report_id: reportId, action, note }).unwrap();
      toast({ title: t(action === 'dismiss' ? 'resolve.dismissed' : 'resolve.takenDown'), description: t('resolve.doneDescription', { id: reportId }) });
      return true;
    } catch (error) {
      toast({ title: t('resolve.failed'), description: describeError(error, t('resolve.failedFallback')), variant: 'destructive' });
      return false;
    }
  };
  return { resolve, isResolving: isLoading };
}
