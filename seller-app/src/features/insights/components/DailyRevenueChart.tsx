/**
 * The daily revenue as bars (shared-ui's DailyBarChart and recharts, loaded with this chunk only: the
 * dashboard's insights load it when they first show).
 */
import type { StoreInsights } from 'shared-api';
import { useTranslation } from 'shared-ui';
import { DailyBarChart } from 'shared-ui/charts';
import { insightsMessages } from '../messages';
import { CHART_HEIGHT } from './chartSize';

export default function DailyRevenueChart({ daily }: { daily: StoreInsights['daily'] }) {
  const { t } = useTranslation(insightsMessages);
  return (
    <DailyBarChart
      daily={daily}
      valueKey="revenue"
      valueName={t('daily.revenue')}
      tooltip={(revenue, count) => t('daily.tooltip', { revenue, count })}
      height={CHART_HEIGHT}
    />
  );
}
