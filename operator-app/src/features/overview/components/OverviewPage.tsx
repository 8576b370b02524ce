import { lazy, useState } from 'react';
import { OVERVIEW_WINDOWS, useGetOperatorOverviewQuery, type OverviewWindow } from 'shared-api/operator';
import { useTranslation } from 'shared-ui';
import { DailyFiguresTable, DashboardSection, FiguresDashboard, LazyChartBox } from 'shared-ui/dashboard';
import { OperatorPage } from '../../../lib/OperatorPage';
import { overviewMessages } from '../messages';
import { CHART_HEIGHT } from './chartSize';
import { OverviewFigures } from './OverviewFigures';

const DailyGmvChart = lazy(() => import(/* webpackChunkName: "gmv-chart" */ './DailyGmvChart'));

function Overview() {
  const { t, i18n } = useTranslation(overviewMessages);
  const [days, setDays] = useState<OverviewWindow>(30);
  const query = useGetOperatorOverviewQuery(days);

  return (
    <FiguresDashboard
      windowSwitch={{ windows: OVERVIEW_WINDOWS, value: days, onChange: setDays, label: t('period.label'), windowLabel: (count) => t('period.last', { count }) }}
      query={query}
      loadingText={t('loading')}
      loadFailedText={t('loadFailed')}
    >
      {(overview) => (
        <>
          <OverviewFigures overview={overview} />
          <DashboardSection id="daily-gmv-title" title={t('daily.title')}>
            <LazyChartBox label={t('daily.chartLabel', { count: days })} height={CHART_HEIGHT} loadingText={t('daily.loadingChart')}>
              <DailyGmvChart daily={overview.daily} />
            </LazyChartBox>
            <DailyFiguresTable
              daily={overview.daily}
              valueKey="gmv"
              caption={t('daily.caption', { count: days })}
              headers={{ day: t('daily.day'), value: t('daily.gmv'), orders: t('daily.orders') }}
              language={i18n.language}
            />
          </DashboardSection>
        </>
      )}
    </FiguresDashboard>
  );
}

/** /operator: the marketplace's figures of the last 7 / 30 / 90 days and the daily chart. */
export default function OverviewPage() {
  return (
    <OperatorPage messages={overviewMessages} titleKey="page.title">
      <Overview />
    </OperatorPage>
  );
}
