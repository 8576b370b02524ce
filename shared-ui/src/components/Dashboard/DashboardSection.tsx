import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDayLong, formatDollars, LoadingText, surfacePanel, VisuallyHidden } from 'shared-ui';

const Section = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  ${surfacePanel}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export interface DashboardSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A panel of a dashboard under its heading (the daily chart, the top products…). */
export function DashboardSection({ id, title, children }: DashboardSectionProps) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

const ChartFrame = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
`;

export interface LazyChartBoxProps {
  /** What the chart shows, for assistive tech (the chart is a picture). */
  label: string;
  /** The chart's height, known before its code arrives so nothing moves when it does. */
  height: number;
  /** Shown while the chart's code downloads. */
  loadingText: string;
  /** The chart, a lazy component. */
  children: ReactNode;
}

/** The box of a chart loaded lazily: its height is kept while the chart's code downloads. */
export function LazyChartBox({ label, height, loadingText, children }: LazyChartBoxProps) {
  return (
    <ChartFrame role="img" aria-label={label} $height={height}>
      <Suspense fallback={<LoadingText>{loadingText}</LoadingText>}>{children}</Suspense>
    </ChartFrame>
  );
}

/** One day: its UTC date ("2026-11-23"), its orders, and the dollars under `valueKey`. */
export type DailyRow<Key extends string> = { date: string; orders: number } & Record<Key, number>;

export interface DailyFiguresTableProps<Key extends string> {
  daily: DailyRow<Key>[];
  /** The dollars' field of a day ("revenue", "gmv"). */
  valueKey: Key;
  caption: string;
  headers: { day: string; value: string; orders: string };
  /** The page's language, which writes the days and numbers. */
  language: string;
}

/** A chart's daily figures as a table, for screen readers (the chart is a picture); money in dollars, as in the chart. */
export function DailyFiguresTable<Key extends string>({ daily, valueKey, caption, headers, language }: DailyFiguresTableProps<Key>) {
  const number = new Intl.NumberFormat(language);
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers.day}</th>
            <th scope="col">{headers.value}</th>
            <th scope="col">{headers.orders}</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDayLong(day.date, language)}</th>
              <td>{formatDollars(day[valueKey], language)}</td>
              <td>{number.format(day.orders)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
