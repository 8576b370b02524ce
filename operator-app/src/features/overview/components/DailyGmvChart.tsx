/**
 * The marketplace's daily gross merchandise value as bars (shared-ui's DailyBarChart and recharts,
 * loaded with this chunk only).
 */
import type { OperatorOverview } from 'shared-api/operator';
import { useTranslation } from 'shared-ui';
import { DailyBarChart } from 'shared-ui/charts';
import { overviewMessages } from '../messages';
import { CHART_HEIGHT } from './chartSize';

export default function DailyGmvChart({ daily }: { daily: OperatorOverview['daily'] }) {
  const { t } = useTranslation(overviewMessages);
  return (
    <DailyBarChart daily={daily} valueKey="gmv" valueName={t('daily.gmv')} tooltip={(gmv, count) => t('daily.tooltip', { gmv, count })} height={CHART_HEIGHT} />
  );
}
