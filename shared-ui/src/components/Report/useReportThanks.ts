import { toast, useTranslation } from 'shared-ui';
import { reportUiMessages } from './messages';

/** Thanks the reporter once a report is taken (a toast in the dialog's words), for every report dialog alike. */
export function useReportThanks(): () => void {
  const { t } = useTranslation(reportUiMessages);
  return () => toast({ title: t('sentTitle'), description: t('sentDescription') });
}
