import { axe } from 'jest-axe';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { anInsights } from 'shared-api/testing';
import { renderPage } from '../../../test/render';
import { API, server } from '../../../test/server';
import { StoreInsightsPanel } from '../components/StoreInsightsPanel';

/** The API's insights, by window; records which windows were asked for. */
function serveInsights(answer = (days: number) => anInsights({ days })) {
  const asked: number[] = [];
  server.use(
    http.get(`${API}/api/store/insights`, async ({ request }) => {
      const days = Number(new URL(request.url).searchParams.get('days'));
      asked.push(days);
      await delay(10);
      return HttpResponse.json(answer(days));
    }),
  );
  return asked;
}

/** A figure's value, by its name (Revenue, Orders, …). */
const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).previousElementSibling;

const renderPanel = (mode: 'light' | 'dark' = 'light') => renderPage(<StoreInsightsPanel />, { path: '/store/profile', mode });

describe('Store insights', () => {
  it('says it is loading, then shows revenue, orders, units and followers of the last 30 days', async () => {
    const asked = serveInsights(() => anInsights({ days: 30, revenue: 1234.5, orders: 17, units: 40, followers: 3, followers_total: 12 }));
    renderPanel();
    expect(screen.getByText('Loading insights...')).toBeInTheDocument();
    await screen.findByText('Revenue', { selector: 'dt' });
    expect(figure('Revenue')).toHaveTextContent('$1,234.50');
    expect(figure('Orders')).toHaveTextContent('17');
    expect(figure('Units sold')).toHaveTextContent('40');
    expect(figure('New followers')).toHaveTextContent('+312 in all');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toEqual([30]);
  });

  it('switches between the last 7, 30 and 90 days', async () => {
    const asked = serveInsights((days) => anInsights({ days, orders: days }));
    const { user } = renderPanel();
    await screen.findByText('Revenue', { selector: 'dt' });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(figure('Orders')).toHaveTextContent('7'));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(figure('Orders')).toHaveTextContent('90'));
    expect(asked).toEqual([30, 7, 90]);
  });

  it('draws the daily revenue chart (loaded on demand), with the figures as a table for screen readers', async () => {
    serveInsights();
    renderPanel();
    const chart = await screen.findByRole('img', { name: /Bar chart of the revenue of each of the last 30 days/ });
    await waitFor(() => expect(chart.querySelector('.recharts-responsive-container')).not.toBeNull());
    const table = screen.getByRole('table', { name: 'Daily revenue, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[30]).toHaveTextContent('Fri, Jan 30, 2026$49.001');
  });

  it('lists the top products with their revenue and units, best first', async () => {
    serveInsights(() =>
      anInsights({
        top_products: [
          { product_id: 5, name: 'Tea cup', units: 9, revenue: 112.5 },
          { product_id: 6, name: 'Teapot', units: 1, revenue: 40 },
        ],
      }),
    );
    renderPanel();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Tea cup$112.509 sold', 'Teapot$40.001 sold']);
    expect(within(items[0]).getByRole('link', { name: 'Tea cup' })).toHaveAttribute('href', '/product/5');
  });

  it('says when there were no sales yet', async () => {
    serveInsights(() => anInsights({ revenue: 0, orders: 0, units: 0, top_products: [] }));
    renderPanel();
    expect(await screen.findByText('No sales in these days yet.')).toBeInTheDocument();
  });

  it('says when the insights could not be loaded, and tries again', async () => {
    let fail = true;
    server.use(http.get(`${API}/api/store/insights`, () => (fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(anInsights()))));
    const { user } = renderPanel();
    expect(await screen.findByText('Failed to load insights')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Revenue', { selector: 'dt' })).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('has no accessibility violations (%s)', async (mode) => {
    serveInsights();
    const { container } = renderPanel(mode);
    await screen.findByRole('table');
    expect(await axe(container)).toHaveNoViolations();
  });
});
