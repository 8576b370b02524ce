import { act, screen, within } from '@testing-library/react';
import { aMockProduct, anOperatorStore, aReport, aTargetDetail, mockOperatorApi } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import ReportsPage from '../components/ReportsPage';

const renderReports = (url = '/operator/reports', as: 'operator' | 'store' = 'operator') => renderPage(<ReportsPage />, { path: '/operator/reports', url, as });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function seed(reports = [aReport({ report_id: 2, target_id: 1 }), aReport({ report_id: 1, target_id: 1, reporter: { kind: 'store', name: 'kyoto-tea' }, reason: 'fraud' })]) {
  const mock = mockOperatorApi({ reports, products: [aMockProduct({ product_id: 1 })], stores: [anOperatorStore({ store_id: 10 })] });
  server.use(...mock.handlers);
  return mock;
}

const queue = () => screen.findByRole('list', { name: 'Open reports' });

test('lists the open reports: target, reason, details, reporter, and a link to the product’s public page', async () => {
  seed();
  renderReports();
  const list = await queue();
  const cards = within(list).getAllByRole('article');
  expect(cards).toHaveLength(2);
  const first = within(cards[0]);
  expect(first.getByRole('heading', { name: 'Product Product "Tea bowl" by tokyo-goods' })).toBeInTheDocument();
  expect(first.getByText('Counterfeit')).toBeInTheDocument();
  expect(first.getByText('The maker’s mark is fake.')).toBeInTheDocument();
  expect(first.getByText('Customer alice')).toBeInTheDocument();
  expect(first.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/product/1');
  expect(within(cards[1]).getByText('Store kyoto-tea')).toBeInTheDocument();
  expect(within(cards[1]).getByText('Fraud')).toBeInTheDocument();
});

test('pages with Load more, 20 at a time', async () => {
  seed(Array.from({ length: 25 }, (_, i) => aReport({ report_id: 100 - i, target_id: 100 - i, target_detail: aTargetDetail({ name: `Bowl ${100 - i}`, product_id: 100 - i }) })));
  const { user } = renderReports();
  expect(within(await queue()).getAllByRole('article')).toHaveLength(20);
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await within(await queue()).findByRole('heading', { name: /"Bowl 76" by tokyo-goods$/ })).toBeInTheDocument();
  expect(within(await queue()).getAllByRole('article')).toHaveLength(25);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('dismissing asks for a note first; then the report leaves the queue and shows as resolved', async () => {
  const mock = seed([aReport({ report_id: 7, target_id: 1 })]);
  const { user } = renderReports();
  await user.click(within(await queue()).getByRole('button', { name: 'Dismiss' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dismiss the report' });
  await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
  expect(await within(dialog).findByText('A note is required')).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/Note/)).toHaveAttribute('aria-invalid', 'true');
  expect(mock.state.reports[0].status).toBe('open');

  await user.type(within(dialog).getByLabelText(/Note/), 'Genuine item, checked the receipt');
  await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
  expect(await screen.findByText('Report dismissed')).toBeInTheDocument();
  expect(await screen.findByText('No open reports: the queue is clear.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(mock.state.audit[0]).toMatchObject({ action: 'dismiss_report', reason: 'Genuine item, checked the receipt' });

  await user.click(screen.getByRole('tab', { name: 'Resolved' }));
  const resolved = await screen.findByRole('list', { name: 'Resolved reports' });
  expect(within(resolved).getByText(/Dismissed by ops-ana on/)).toBeInTheDocument();
  expect(within(resolved).getByText('Genuine item, checked the receipt')).toBeInTheDocument();
  expect(within(resolved).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
});

test('taking a product down resolves every open report of it; the button says what happens to each kind of target', async () => {
  const mock = seed([
    aReport({ report_id: 3, target_type: 'store', target_id: 10, target_summary: 'Store tokyo-goods', target_detail: aTargetDetail({ name: 'tokyo-goods', product_id: null, by: null }) }),
    aReport({ report_id: 2, target_id: 1 }),
    aReport({ report_id: 1, target_id: 1 }),
  ]);
  const { user } = renderReports();
  const cards = within(await queue()).getAllByRole('article');
  expect(within(cards[0]).getByRole('button', { name: 'Suspend store' })).toBeInTheDocument();
  expect(within(cards[0]).getByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/store/tokyo-goods');
  await user.click(within(cards[1]).getByRole('button', { name: 'Take down product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Take down product' });
  await user.type(within(dialog).getByLabelText(/Note/), 'Counterfeit confirmed');
  await user.click(within(dialog).getByRole('button', { name: 'Take down product' }));
  expect(await screen.findByText('Target taken down')).toBeInTheDocument();
  await screen.findByText('Report #2 is resolved.');
  // Only the store's report is left open.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(within(await queue()).getAllByRole('article')).toHaveLength(1);
  expect(mock.state.products[0].taken_down).toBe(true);
  expect(mock.state.reports.filter((report) => report.status === 'resolved').map((report) => report.report_id)).toEqual([2, 1]);
});

test('an error answer is shown translated by its code (Spanish), the dialog stays open', async () => {
  const mock = seed([aReport({ report_id: 9, target_id: 1 })]);
  await act(() => i18n.changeLanguage('es'));
  const { user } = renderReports();
  await screen.findByRole('list', { name: 'Denuncias abiertas' });
  // Someone else resolved it meanwhile.
  mock.state.reports[0].status = 'resolved';
  await user.click(screen.getByRole('button', { name: 'Desestimar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Desestimar la denuncia' });
  await user.type(within(dialog).getByLabelText(/Nota/), 'Duplicado');
  await user.click(within(dialog).getByRole('button', { name: 'Desestimar' }));
  expect(await screen.findByText('No se pudo resolver la denuncia')).toBeInTheDocument();
  expect(screen.getByText('Esta denuncia ya se resolvió.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Desestimar la denuncia' })).toBeInTheDocument();
});

test('in English the server’s own message is shown', async () => {
  const mock = seed([aReport({ report_id: 9, target_id: 1 })]);
  const { user } = renderReports();
  await queue();
  mock.state.reports[0].status = 'resolved';
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/Note/), 'Duplicate');
  await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
  expect(await screen.findByText('This report is already resolved')).toBeInTheDocument();
});

test('the resolved tab is in the address', async () => {
  seed([aReport({ report_id: 4, status: 'resolved', resolution: { action: 'take_down', note: 'Fake', operator_name: 'ops-ben', at: '2026-11-22T08:00:00.000Z' } })]);
  renderReports('/operator/reports?status=resolved');
  const resolved = await screen.findByRole('list', { name: 'Resolved reports' });
  expect(within(resolved).getByText(/Taken down by ops-ben on/)).toBeInTheDocument();
});

test('anyone but an operator is sent to the operator sign-in', async () => {
  seed();
  renderReports('/operator/reports', 'store');
  expect(await screen.findByTestId('location')).toHaveTextContent('/operator/login');
});
