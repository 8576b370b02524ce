/** The dashboard's Insights: revenue, orders, units and followers of the last 7 / 30 / 90 days, daily revenue, top 5 products. */
import { lazy, useState } from 'react';
import styled from 'styled-components';
import { type StoreInsights } from 'shared-api';
import { INSIGHTS_WINDOWS, useGetStoreInsightsQuery, type InsightsWindow } from 'shared-api/orders';
import { formatPrice, MutedText, TextLink, useTranslation } from 'shared-ui';
import { DailyFiguresTable, DashboardSection, FigureTiles, FiguresDashboard, LazyChartBox } from 'shared-ui/dashboard';
import { CHART_HEIGHT } from './chartSize';
import { insightsMessages } from '../messages';

const DailyRevenueChart = lazy(() => import(/* webpackChunkName: "revenue-chart" */ './DailyRevenueChart'));

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
  const figures = [
    { key: 'revenue', label: t('figures.revenue'), value: formatPrice(insights.revenue) },
    { key: 'orders', label: t('figures.orders'), value: number.format(insights.orders) },
    { key: 'units', label: t('figures.units'), value: number.format(insights.units) },
    {
      key: 'followers',
      label: t('figures.followers'),
      value: gained.format(insights.followers),
      note: t('figures.followersTotal', { count: insights.followers_total }),
    },
  ];
  return <FigureTiles figures={figures} columns={{ md: 4 }} />;
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

export function StoreInsightsPanel() {
  const { t, i18n } = useTranslation(insightsMessages);
  const [days, setDays] = useState<InsightsWindow>(30);
  const query = useGetStoreInsightsQuery(days);

  return (
    <FiguresDashboard
      windowSwitch={{ windows: INSIGHTS_WINDOWS, value: days, onChange: setDays, label: t('period.label'), windowLabel: (count) => t('period.last', { count }) }}
      query={query}
      loadingText={t('loading')}
      loadFailedText={t('loadFailed')}
    >
      {(insights) => (
        <>
          <Figures insights={insights} />
          <DashboardSection id="daily-revenue-title" title={t('daily.title')}>
            <LazyChartBox label={t('daily.chartLabel', { count: insights.days })} height={CHART_HEIGHT} loadingText={t('daily.loadingChart')}>
              <DailyRevenueChart daily={insights.daily} />
            </LazyChartBox>
            <DailyFiguresTable
              daily={insights.daily}
              valueKey="revenue"
              caption={t('daily.caption', { count: insights.days })}
              headers={{ day: t('daily.day'), value: t('daily.revenue'), orders: t('daily.orders') }}
              language={i18n.language}
            />
          </DashboardSection>
          <DashboardSection id="top-products-title" title={t('top.title')}>
            <TopProducts insights={insights} />
          </DashboardSection>
        </>
      )}
    </FiguresDashboard>
  );
}
