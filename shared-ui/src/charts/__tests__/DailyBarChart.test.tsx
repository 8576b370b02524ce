/**
 * The daily bar chart of the seller's insights and the operator's overview: time runs from the start
 * of the page's direction, the money axis on the start side (mirrored in Arabic).
 */
import { act, screen } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import { i18n } from '../../core';
import { modes, renderInTheme } from '../../test/render';
import { DailyBarChart } from '../DailyBarChart';

// jsdom lays nothing out: the chart gets a fixed size, so recharts draws its axes.
jest.mock('recharts', () => {
  const actual = jest.requireActual('recharts');
  return { ...actual, ResponsiveContainer: ({ children }: { children: ReactElement }) => cloneElement(children as ReactElement<{ width: number; height: number }>, { width: 600, height: 240 }) };
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const [mode] = modes;
const daily = ['2026-01-24', '2026-01-25', '2026-01-26', '2026-01-27', '2026-01-28', '2026-01-29', '2026-01-30'].map((date, index) => ({ date, orders: index, revenue: index * 12.5 }));
const dayIn = (language: string, date: string) => new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

function renderChart() {
  return renderInTheme(<DailyBarChart daily={daily} valueKey="revenue" valueName="Revenue" tooltip={(revenue, count) => `${revenue} · ${count}`} height={240} />, mode);
}

/** The x of each date tick, in the order of the days, and the x of the money axis. */
function axes(container: HTMLElement) {
  const xTicks = [...container.querySelectorAll('.recharts-xAxis-tick-labels text')].map((text) => ({ label: text.textContent, x: Number(text.getAttribute('x')) }));
  const yTick = Number(container.querySelector('.recharts-yAxis-tick-labels text')?.getAttribute('x'));
  return { xTicks, yTick };
}

it('runs left to right in English: first day on the left, dollars on the left', async () => {
  const { container } = renderChart();
  await screen.findByText(dayIn('en', daily[0].date));
  const { xTicks, yTick } = axes(container);
  expect(xTicks.length).toBeGreaterThan(1);
  expect(xTicks[0].x).toBeLessThan(xTicks[xTicks.length - 1].x);
  expect(yTick).toBeLessThan(xTicks[0].x);
  expect(container.querySelector('.recharts-yAxis-tick-labels')).toHaveTextContent('$');
});

it('mirrors in Arabic: the first day on the right, the dollar axis on the right, labels in Arabic', async () => {
  await act(() => i18n.changeLanguage('ar'));
  const { container } = renderChart();
  const first = dayIn('ar', daily[0].date);
  await screen.findByText(first);
  const { xTicks, yTick } = axes(container);
  expect(xTicks[0].label).toBe(first);
  expect(xTicks[0].x).toBeGreaterThan(xTicks[xTicks.length - 1].x);
  expect(yTick).toBeGreaterThan(xTicks[0].x);
  expect(container.querySelector('.recharts-yAxis-tick-labels')).toHaveTextContent('US$');
});
