/**
 * The daily revenue as bars (recharts, loaded with this chunk only: the dashboard's insights load it
 * when they first show). Colours come from the typed theme, so the chart follows light and dark.
 * Right to left (Arabic) the time axis runs from the right, with the money axis on the right. The
 * chart itself is drawn left to right: recharts places each tick's text anchor for a left-to-right
 * SVG, and an inherited `direction: rtl` turns its "start" anchors around, so the money axis's
 * labels would run back over the first bars. The mirroring is done by the axes' options instead.
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import type { StoreInsights } from 'shared-api';
import { directionOf, formatDay, formatDayLong, formatDollars, formatDollarsCompact, isLanguage, useTranslation } from 'shared-ui';
import { insightsMessages } from '../messages';
import { CHART_HEIGHT } from './chartSize';

/** Drawn left to right in every language (see above); the tooltip sets its own direction. */
const LeftToRightFrame = styled.div.attrs({ dir: 'ltr' })``;

export default function DailyRevenueChart({ daily }: { daily: StoreInsights['daily'] }) {
  const { t, i18n } = useTranslation(insightsMessages);
  const language = i18n.language;
  const rtl = isLanguage(language) && directionOf(language) === 'rtl';
  const theme = useTheme();
  const tick = { fill: theme.colors.textMuted, fontSize: 12 };
  const revenue = t('daily.revenue');
  return (
    <LeftToRightFrame>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={daily} margin={{ top: 8, right: rtl ? 0 : 8, bottom: 0, left: rtl ? 8 : 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={theme.colors.border} />
          <XAxis
            dataKey="date"
            reversed={rtl}
            tickFormatter={(day: string) => formatDay(day, language)}
            tick={tick}
            tickLine={false}
            axisLine={{ stroke: theme.colors.border }}
            minTickGap={24}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={(value: number) => formatDollarsCompact(value, language)}
            tick={tick}
            tickLine={false}
            axisLine={false}
            width="auto"
            allowDecimals={false}
          />
          <Tooltip
            cursor={{ fill: theme.colors.surfaceMuted }}
            contentStyle={{ background: theme.colors.surface, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, color: theme.colors.text, direction: rtl ? 'rtl' : 'ltr' }}
            labelStyle={{ color: theme.colors.text, fontWeight: theme.fontWeights.semibold }}
            itemStyle={{ color: theme.colors.text }}
            labelFormatter={(date) => formatDayLong(String(date), language)}
            formatter={(value, _name, item) => [
              t('daily.tooltip', { revenue: formatDollars(Number(value), language), count: (item.payload as { orders: number }).orders }),
              revenue,
            ]}
          />
          <Bar dataKey="revenue" name={revenue} fill={theme.colors.primary} radius={[3, 3, 0, 0]} maxBarSize={32} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </LeftToRightFrame>
  );
}
