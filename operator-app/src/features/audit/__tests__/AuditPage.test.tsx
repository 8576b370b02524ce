import { act, screen, within } from '@testing-library/react';
import { anAuditEntry, mockOperatorApi } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import AuditPage from '../components/AuditPage';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const renderAudit = () => renderPage(<AuditPage />, { path: '/operator/audit' });

test('shows who did what to which target, why and when', async () => {
  server.use(...mockOperatorApi({ audit: [anAuditEntry({ id: 2, action: 'suspend_store', target_type: 'store', target_id: 10, reason: 'Fraud ring', operator_name: 'ops-ben' }), anAuditEntry()] }).handlers);
  renderAudit();
  const table = await screen.findByRole('table', { name: 'Operator actions, newest first' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  const cells = within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent);
  expect(cells.slice(1)).toEqual(['ops-ben', 'Suspended a store', 'Store #10', 'Fraud ring']);
  expect(within(rows[1]).getByText('Took a product down')).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: 'When' })).toBeInTheDocument();
});

test('pages with Load more', async () => {
  server.use(...mockOperatorApi({ audit: Array.from({ length: 23 }, (_, i) => anAuditEntry({ id: 50 - i, target_id: 50 - i })) }).handlers);
  const { user } = renderAudit();
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('row')).toHaveLength(21);
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await within(table).findByText('Product #28')).toBeInTheDocument();
  expect(within(table).getAllByRole('row')).toHaveLength(24);
});

test('an empty log says so; Japanese', async () => {
  await act(() => i18n.changeLanguage('ja'));
  server.use(...mockOperatorApi().handlers);
  renderAudit();
  expect(await screen.findByText('オペレーターの操作はまだありません。')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '監査ログ' })).toBeInTheDocument();
});
