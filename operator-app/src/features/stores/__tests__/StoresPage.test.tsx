import { act, screen, waitFor, within } from '@testing-library/react';
import { anOperatorStore, mockOperatorApi } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import StoresPage from '../components/StoresPage';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function seed() {
  const mock = mockOperatorApi({
    stores: [
      anOperatorStore({ store_id: 10, store_name: 'tokyo-goods', products_count: 3, orders_count: 12 }),
      anOperatorStore({ store_id: 11, store_name: 'lima-coffee', full_location: 'Lima, Peru', status: 'suspended', suspended_reason: 'Counterfeit beans' }),
      anOperatorStore({ store_id: 12, store_name: 'tokyo-tea' }),
    ],
  });
  server.use(...mock.handlers);
  return mock;
}

const renderStores = () => renderPage(<StoresPage />, { path: '/operator/stores' });
const storeList = () => screen.findByRole('list', { name: 'Stores' });
const cardOf = async (name: string) => within(await storeList()).getByRole('article', { name: new RegExp(`^${name}`) });
/** Waits for the list to show `expected` (a new filter's answer replaces the old list a moment later). */
const expectStores = (expected: string[]) =>
  waitFor(async () => {
    const headings = within(await storeList()).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.querySelector('bdi')?.textContent)).toEqual(expected);
  });

test('lists stores with their status, counts, suspension reason and a link to their products', async () => {
  seed();
  renderStores();
  const tokyo = within(await cardOf('tokyo-goods'));
  expect(tokyo.getByText('Active')).toBeInTheDocument();
  expect(tokyo.getByText('12')).toBeInTheDocument();
  expect(tokyo.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/store/tokyo-goods');
  expect(tokyo.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/operator/products?store_id=10');
  const lima = within(await cardOf('lima-coffee'));
  expect(lima.getByText('Suspended')).toBeInTheDocument();
  expect(lima.getByText('Counterfeit beans')).toBeInTheDocument();
  expect(lima.getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
  expect(lima.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/operator/products?store_id=11');
});

test('searches by name and filters by status', async () => {
  seed();
  const { user } = renderStores();
  await storeList();
  await user.type(screen.getByRole('searchbox', { name: 'Store name' }), 'tokyo');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await expectStores(['tokyo-goods', 'tokyo-tea']);

  await user.selectOptions(screen.getByLabelText('Status'), 'Suspended');
  expect(await screen.findByText('No store matches.')).toBeInTheDocument();
  await user.clear(screen.getByRole('searchbox', { name: 'Store name' }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await expectStores(['lima-coffee']);
});

test('suspending needs a reason; the store then shows as suspended, with the reason', async () => {
  const mock = seed();
  const { user } = renderStores();
  await user.click(within(await cardOf('tokyo-goods')).getByRole('button', { name: 'Suspend' }));
  const dialog = await screen.findByRole('dialog', { name: 'Suspend tokyo-goods' });
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/Reason/), 'Selling fakes');
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(await screen.findByText('Store suspended')).toBeInTheDocument();
  expect(screen.getByText('tokyo-goods is suspended.')).toBeInTheDocument();
  expect(await within(await cardOf('tokyo-goods')).findByText('Selling fakes')).toBeInTheDocument();
  expect(within(await cardOf('tokyo-goods')).getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
  expect(mock.state.audit[0]).toMatchObject({ action: 'suspend_store', target_id: 10, reason: 'Selling fakes' });
});

test('reinstating a store that is no longer suspended shows the translated refusal (Japanese)', async () => {
  const mock = seed();
  await act(() => i18n.changeLanguage('ja'));
  const { user } = renderStores();
  const lima = within(await within(await screen.findByRole('list', { name: 'ストア' })).findByRole('article', { name: /^lima-coffee/ }));
  Object.assign(mock.state.stores[1], { status: 'active' });
  await user.click(lima.getByRole('button', { name: '再開する' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/理由/), '確認済み');
  await user.click(within(dialog).getByRole('button', { name: '再開する' }));
  expect(await screen.findByText('ストアを再開できませんでした')).toBeInTheDocument();
  expect(screen.getByText('このストアは停止されていません。')).toBeInTheDocument();
});

test('a reason longer than the API takes is refused before any call', async () => {
  const mock = seed();
  const { user } = renderStores();
  await user.click(within(await cardOf('tokyo-goods')).getByRole('button', { name: 'Suspend' }));
  const dialog = await screen.findByRole('dialog', { name: 'Suspend tokyo-goods' });
  await user.click(within(dialog).getByLabelText(/Reason/));
  await user.paste('x'.repeat(501));
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(await within(dialog).findByText('At most 500 characters')).toBeInTheDocument();
  expect(mock.state.stores[0].status).toBe('active');
  expect(mock.state.audit).toEqual([]);
});
