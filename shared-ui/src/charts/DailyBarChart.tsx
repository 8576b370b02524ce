/**
 * A figure per UTC day as bars, in US dollars (recharts: import it from 'shared-ui/charts', best
 * lazily, so only the pages that draw it download it). Colours come from the typed theme, so the
 * chart follows light and dark. Right to left (Arabic) the time axis runs from the right, with the
 * money axis on the right. The chart itself is drawn left to right: recharts places each tick's text
 * anchor for a left-to-right SVG, and an inherited `direction: rtl` turns its "start" anchors
 * around, so the money axis's labels would run back over the first bars. The mirroring is done by
 * the axes' options instead.
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import { directionOf, isLanguage, uiMessages, useTranslation } from '../core';
import { formatDay, formatDayLong } from '../format/formatDay';
import { formatDollars, formatDollarsCompact } from '../format/formatDollars';

/** Drawn left to right in every language (see above); the tooltip sets its own direction. */
const LeftToRightFrame = styled.div.attrs({ dir: 'ltr' })``;

/** One day: its UTC date ("2026-11-23"), its orders, and the dollars drawn (under the chart's `valueKey`). */
export type DailyFigures<Key extends string> = { date: string; orders: number } & Record<Key, number>;

export interface DailyBarChartProps<Key extends string> {
  daily: DailyFigures<Key>[];
  /** The field of a day the bars show, e.g. 'revenue'. */
  valueKey: Key;
  /** The bars' name, in the page's language. */
  valueName: string;
  /** The tooltip's line for a day, given its dollars already written and its orders. */
  tooltip: (dollars: string, orders: number) => string;
  height: number;
}

export function DailyBarChart<Key extends string>({ daily, valueKey, valueName, tooltip, height }: DailyBarChartProps<Key>) {
  const { i18n } = useTranslation(uiMessages);
  const language = i18n.language;
  const rtl = isLanguage(language) && directionOf(language) === 'rtl';
  const theme = useTheme();
  const tick = { fill: theme.colors.textMuted, fontSize: 12 };
  return (
    <LeftToRightFrame>
      <ResponsiveContainer width="100%" height={height}>
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
            formatter={(value, _name, item) => [tooltip(formatDollars(Number(value), language), (item.payload as { orders: number }).orders), valueName]}
          />
          <Bar dataKey={valueKey} name={valueName} fill={theme.colors.primary} radius={[3, 3, 0, 0]} maxBarSize={32} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </LeftToRightFrame>
  );
}
