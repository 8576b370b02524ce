/** The dashboard's Insights: revenue, orders, units and followers of the last 7 / 30 / 90 days, daily revenue, top 5 products. */
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { type StoreInsights } from 'shared-api';
import { INSIGHTS_WINDOWS, useGetStoreInsightsQuery, type InsightsWindow } from 'shared-api/orders';
import { Button, formatDayLong, formatDollars, formatPrice, LoadFailed, LoadingText, MutedText, Stack, surfacePanel, TextLink, useTranslation, VisuallyHidden } from 'shared-ui';
import { CHART_HEIGHT } from './chartSize';
import { insightsMessages } from '../messages';

const DailyRevenueChart = lazy(() => import(/* webpackChunkName: "revenue-chart" */ './DailyRevenueChart'));

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

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  ${surfacePanel}
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  /* The figure shrinks with its tile (two tiles a row at 375 px) rather than breaking "$3,206.50" in two. */
  container-type: inline-size;
  dd {
    margin: 0;
    font-size: min(${({ theme }) => theme.fontSizes['2xl']}, 14cqi);
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
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

const TopList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    align-items: baseline;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Bar = styled.div<{ $share: number }>`
  grid-column: 1 / -1;
  height: 0.375rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  &::after {
    content: '';
    display: block;
    width: ${({ $share }) => `${Math.max(2, Math.round($share * 100))}%`};
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

function Figures({ insights }: { insights: StoreInsights }) {
  const { t, i18n } = useTranslation(insightsMessages);
  const number = new Intl.NumberFormat(i18n.language);
  const gained = new Intl.NumberFormat(i18n.language, { signDisplay: 'always' });
  return (
    <Tiles>
      <Tile>
        <dd>{formatPrice(insights.revenue)}</dd>
        <dt>{t('figures.revenue')}</dt>
      </Tile>
      <Tile>
        <dd>{number.format(insights.orders)}</dd>
        <dt>{t('figures.orders')}</dt>
      </Tile>
      <Tile>
        <dd>{number.format(insights.units)}</dd>
        <dt>{t('figures.units')}</dt>
      </Tile>
      <Tile>
        <dd>
          {gained.format(insights.followers)}
          <small>{t('figures.followersTotal', { count: insights.followers_total })}</small>
        </dd>
        <dt>{t('figures.followers')}</dt>
      </Tile>
    </Tiles>
  );
}

function TopProducts({ insights }: { insights: StoreInsights }) {
  const { t } = useTranslation(insightsMessages);
  const best = insights.top_products[0]?.revenue ?? 0;
  if (insights.top_products.length === 0) return <MutedText>{t('top.empty')}</MutedText>;
  return (
    <TopList>
      {insights.top_products.map((product) => (
        <li key={product.product_id}>
          <TextLink to={`/product/${product.product_id}`}>{product.name}</TextLink>
          <strong>{formatPrice(product.revenue)}</strong>
          <Bar $share={best > 0 ? product.revenue / best : 0} aria-hidden="true" />
          <span>{t('top.sold', { count: product.units })}</span>
        </li>
      ))}
    </TopList>
  );
}

/** The daily figures as a table, for screen readers (the chart is a picture); money in dollars, as in the chart. */
function DailyTable({ insights }: { insights: StoreInsights }) {
  const { t, i18n } = useTranslation(insightsMessages);
  const language = i18n.language;
  const number = new Intl.NumberFormat(language);
  return (
    <VisuallyHidden>
      <table>
        <caption>{t('daily.caption', { count: insights.days })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('daily.day')}</th>
            <th scope="col">{t('daily.revenue')}</th>
            <th scope="col">{t('daily.orders')}</th>
          </tr>
        </thead>
        <tbody>
          {insights.daily.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDayLong(day.date, language)}</th>
              <td>{formatDollars(day.revenue, language)}</td>
              <td>{number.format(day.orders)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

export function StoreInsightsPanel() {
  const { t } = useTranslation(insightsMessages);
  const [days, setDays] = useState<InsightsWindow>(30);
  const { data: insights, isLoading, isError, isFetching, refetch } = useGetStoreInsightsQuery(days);

  return (
    <Stack $gap={4} aria-busy={isFetching}>
      <Windows role="group" aria-label={t('period.label')}>
        {INSIGHTS_WINDOWS.map((window) => (
          <Button key={window} variant="ghost" size="sm" aria-pressed={window === days} onClick={() => setDays(window)}>
            {t('period.last', { count: window })}
          </Button>
        ))}
      </Windows>
      {isLoading ? (
        <LoadingText>{t('loading')}</LoadingText>
      ) : isError || !insights ? (
        <LoadFailed message={t('loadFailed')} onRetry={refetch} />
      ) : (
        <>
          <Figures insights={insights} />
          <Section aria-labelledby="daily-revenue-title">
            <h2 id="daily-revenue-title">{t('daily.title')}</h2>
            <ChartBox role="img" aria-label={t('daily.chartLabel', { count: insights.days })}>
              <Suspense fallback={<LoadingText>{t('daily.loadingChart')}</LoadingText>}>
                <DailyRevenueChart daily={insights.daily} />
              </Suspense>
            </ChartBox>
            <DailyTable insights={insights} />
          </Section>
          <Section aria-labelledby="top-products-title">
            <h2 id="top-products-title">{t('top.title')}</h2>
            <TopProducts insights={insights} />
          </Section>
        </>
      )}
    </Stack>
  );
}
