import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { OVERVIEW_WINDOWS, useGetOperatorOverviewQuery, type OperatorOverview, type OverviewWindow } from 'shared-api/operator';
import { Button, formatDayLong, formatDollars, LoadFailed, LoadingText, Page, PageTitle, Stack, surfacePanel, useTranslation, VisuallyHidden } from 'shared-ui';
import { OperatorOnly } from '../../../lib/OperatorOnly';
import { overviewMessages } from '../messages';
import { CHART_HEIGHT } from './chartSize';
import { OverviewFigures } from './OverviewFigures';

const DailyGmvChart = lazy(() => import(/* webpackChunkName: "gmv-chart" */ './DailyGmvChart'));

// Three equal segments across a phone; from sm up as wide as its buttons.
const Windows = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, auto);
    align-self: flex-start;
  }
  button {
    white-space: nowrap;
    padding-inline: ${({ theme }) => theme.space[2]};
  }
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surfaceMuted};
  button[aria-pressed='true'] {
    background-color: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const Section = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  ${surfacePanel}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const ChartBox = styled.div`
  height: ${CHART_HEIGHT}px;
`;

/** The daily figures as a table, for screen readers (the chart is a picture). */
function DailyTable({ overview, days }: { overview: OperatorOverview; days: number }) {
  const { t, i18n } = useTranslation(overviewMessages);
  const language = i18n.language;
  const number = new Intl.NumberFormat(language);
  return (
    <VisuallyHidden>
      <table>
        <caption>{t('daily.caption', { count: days })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('daily.day')}</th>
            <th scope="col">{t('daily.gmv')}</th>
            <th scope="col">{t('daily.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {overview.daily.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDayLong(day.date, language)}</th>
              <td>{formatDollars(day.gmv, language)}</td>
              <td>{number.format(day.orders)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

function Overview() {
  const { t } = useTranslation(overviewMessages);
  const [days, setDays] = useState<OverviewWindow>(30);
  const { data: overview, isLoading, isError, isFetching, refetch } = useGetOperatorOverviewQuery(days);

  return (
    <Stack $gap={4} aria-busy={isFetching}>
      <Windows role="group" aria-label={t('period.label')}>
        {OVERVIEW_WINDOWS.map((window) => (
          <Button key={window} variant="ghost" size="sm" aria-pressed={window === days} onClick={() => setDays(window)}>
            {t('period.last', { count: window })}
          </Button>
        ))}
      </Windows>
      {isLoading ? (
        <LoadingText>{t('loading')}</LoadingText>
      ) : isError || !overview ? (
        <LoadFailed message={t('loadFailed')} onRetry={refetch} />
      ) : (
        <>
          <OverviewFigures overview={overview} />
          <Section aria-labelledby="daily-gmv-title">
            <h2 id="daily-gmv-title">{t('daily.title')}</h2>
            <ChartBox role="img" aria-label={t('daily.chartLabel', { count: days })}>
              <Suspense fallback={<LoadingText>{t('daily.loadingChart')}</LoadingText>}>
                <DailyGmvChart daily={overview.daily} />
              </Suspense>
            </ChartBox>
            <DailyTable overview={overview} days={days} />
          </Section>
        </>
      )}
    </Stack>
  );
}

/** /operator: the marketplace's figures of the last 7 / 30 / 90 days and the daily chart. */
export default function OverviewPage() {
  const { t } = useTranslation(overviewMessages);
  return (
    <OperatorOnly>
      <Page>
        <PageTitle>{t('page.title')}</PageTitle>
        <Overview />
      </Page>
    </OperatorOnly>
  );
}
