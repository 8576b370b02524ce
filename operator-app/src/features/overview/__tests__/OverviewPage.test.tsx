import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { anOverview, aReport, mockOperatorApi } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { renderPage } from '../../../test/render';
import { API, server } from '../../../test/server';
import OverviewPage from '../components/OverviewPage';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/** As Intl writes it, with its no-break spaces as the plain ones toHaveTextContent compares. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const renderOverview = () => renderPage(<OverviewPage />, { path: '/operator' });
/** A tile of the figures (a term and its value). */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div') as HTMLElement;

test('shows the window’s figures: gross merchandise value in money, orders, new stores and customers, open reports', async () => {
  server.use(...mockOperatorApi({ reports: [aReport({ report_id: 1 }), aReport({ report_id: 2 }), aReport({ report_id: 3, status: 'resolved' })] }).handlers);
  renderOverview();
  expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
  expect(figure('Orders')).toHaveTextContent('42');
  expect(figure('New stores')).toHaveTextContent('3');
  expect(figure('New customers')).toHaveTextContent('17');
  expect(figure('Open reports')).toHaveTextContent('2');
  expect(screen.getByRole('img', { name: /Bar chart of the gross merchandise value of each of the last 30 days/ })).toBeInTheDocument();
  const table = screen.getByRole('table', { hidden: true });
  expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(4);
});

test('a window button asks for those days', async () => {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/api/operator/overview`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('days') ?? '');
      return HttpResponse.json(anOverview({ gmv: asked.length === 1 ? 100 : 7 }));
    }),
  );
  const { user } = renderOverview();
  await screen.findByText('$100.00');
  await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
  expect(await screen.findByText('$7.00')).toBeInTheDocument();
  expect(asked).toEqual(['30', '7']);
  expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
});

test('a failure offers Retry', async () => {
  let fail = true;
  server.use(http.get(`${API}/api/operator/overview`, () => (fail ? HttpResponse.json({ msg: 'down', code: 'database_unavailable' }, { status: 503 }) : HttpResponse.json(anOverview()))));
  const { user } = renderOverview();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the overview');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
});

test('Spanish: money and labels in Spanish', async () => {
  await act(() => i18n.changeLanguage('es'));
  server.use(...mockOperatorApi().handlers);
  renderOverview();
  expect(await screen.findByRole('heading', { level: 1, name: 'Resumen' })).toBeInTheDocument();
  expect(await screen.findByText('Volumen bruto de ventas', { selector: 'dt' })).toBeInTheDocument();
  expect(plain(figure('Volumen bruto de ventas').textContent ?? '')).toContain('1234,50 US$');
});
