/**
 * The daily revenue as bars (recharts, loaded with this chunk only: the dashboard's insights load it
 * when they first show). Colours come from the typed theme, so the chart follows light and dark.
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import type { StoreInsights } from 'shared-api';
import { formatPrice } from 'shared-ui';
import { formatDay, formatDayLong } from '../formatDay';
import { CHART_HEIGHT } from './chartSize';

const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

export default function DailyRevenueChart({ daily }: { daily: StoreInsights['daily'] }) {
  const theme = useTheme();
  const tick = { fill: theme.colors.textMuted, fontSize: 12 };
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={theme.colors.border} />
        <XAxis dataKey="date" tickFormatter={formatDay} tick={tick} tickLine={false} axisLine={{ stroke: theme.colors.border }} minTickGap={24} />
        <YAxis tickFormatter={(value: number) => compactDollars.format(value)} tick={tick} tickLine={false} axisLine={false} width={56} allowDecimals={false} />
        <Tooltip
          cursor={{ fill: theme.colors.surfaceMuted }}
          contentStyle={{ background: theme.colors.surface, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, color: theme.colors.text }}
          labelStyle={{ color: theme.colors.text, fontWeight: theme.fontWeights.semibold }}
          itemStyle={{ color: theme.colors.text }}
          labelFormatter={(date) => formatDayLong(String(date))}
          formatter={(value, _name, item) => [`${formatPrice(Number(value))} · ${(item.payload as { orders: number }).orders} orders`, 'Revenue']}
        />
        <Bar dataKey="revenue" name="Revenue" fill={theme.colors.primary} radius={[3, 3, 0, 0]} maxBarSize={32} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
