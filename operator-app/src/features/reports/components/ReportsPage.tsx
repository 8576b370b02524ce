import { useSearchParams } from 'react-router-dom';
import type { ReportStatus } from 'shared-api/operator';
import { Tabs, useTranslation } from 'shared-ui';
import { OperatorPage } from '../../../lib/OperatorPage';
import { reportsMessages } from '../messages';
import { ReportQueue } from './ReportQueue';

const isStatus = (value: string | null): value is ReportStatus => value === 'open' || value === 'resolved';

/**
 * /operator/reports: the report queue, open and resolved on two tabs (the tab shown is in the
 * address, ?status=resolved, so a reload keeps it).
 */
export default function ReportsPage() {
  const { t } = useTranslation(reportsMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status: ReportStatus = isStatus(requested) ? requested : 'open';
  const show = (value: string) => isStatus(value) && setSearchParams(value === 'open' ? {} : { status: value }, { replace: true });
  return (
    <OperatorPage messages={reportsMessages} titleKey="page.title">
      <Tabs
        label={t('tabs.label')}
        value={status}
        onValueChange={show}
        tabs={[
          { value: 'open', label: t('tabs.open'), content: status === 'open' && <ReportQueue status="open" /> },
          { value: 'resolved', label: t('tabs.resolved'), content: status === 'resolved' && <ReportQueue status="resolved" /> },
        ]}
      />
    </OperatorPage>
  );
}
