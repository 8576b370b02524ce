/** Every operator screen, once loaded, and the reason dialog have no axe violations (contrast is checked in shared-ui's token tests). */
import { act, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Suspense } from 'react';
import { aMockProduct, anAuditEntry, anOperatorStore, aReport, aTargetDetail, mockOperatorApi } from 'shared-api/testing';
import { renderPage } from './test/render';
import { server } from './test/server';
import routes from './routes';

/** A page as the remote exposes it (loaded lazily). */
function pageAt(path: string) {
  const Page = routes.find((route) => route.path === path)!.Component;
  return (
    <Suspense>
      <Page />
    </Suspense>
  );
}

beforeEach(() => {
  server.use(
    ...mockOperatorApi({
      reports: [
        aReport({ report_id: 2 }),
        aReport({
          report_id: 1, target_type: 'review', target_id: 40, target_summary: 'Review by bob of "Tea bowl" (1/5): awful',
          target_detail: aTargetDetail({ name: 'Tea bowl', by: 'bob', rating: 1, excerpt: 'awful' }),
        }),
        aReport({ report_id: 3, target_type: 'store', target_id: 10, target_detail: aTargetDetail({ name: 'tokyo-goods', product_id: null, by: null }) }),
      ],
      stores: [anOperatorStore(), anOperatorStore({ store_id: 11, store_name: 'lima-coffee', status: 'suspended', suspended_reason: 'Fraud' })],
      products: [aMockProduct({ product_id: 1 }), aMockProduct({ product_id: 2, name: 'Fake watch' }, true)],
      audit: [anAuditEntry()],
    }).handlers,
  );
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

it.each<[string, string, 'operator' | 'guest']>([
  ['/operator/login', 'Operator Login', 'guest'],
  ['/operator', 'Overview', 'operator'],
  ['/operator/reports', 'Reports', 'operator'],
  ['/operator/stores', 'Stores', 'operator'],
  ['/operator/products', 'Products and reviews', 'operator'],
  ['/operator/audit', 'Audit log', 'operator'],
])('%s has no axe violations', async (path, heading, as) => {
  const { container } = renderPage(pageAt(path), { path, as });
  await screen.findByRole('heading', { level: 1, name: heading });
  await settle();
  expect(await axe(container)).toHaveNoViolations();
}, 40_000);

it('the reason dialog, with its error shown, has no axe violations (dark theme)', async () => {
  const { user } = renderPage(pageAt('/operator/reports'), { path: '/operator/reports', mode: 'dark' });
  await user.click((await screen.findAllByRole('button', { name: 'Take down product' }))[0]);
  const dialog = await screen.findByRole('dialog');
  await user.click(screen.getAllByRole('button', { name: 'Take down product' }).at(-1)!);
  await screen.findByText('A note is required');
  expect(await axe(dialog)).toHaveNoViolations();
}, 40_000);
