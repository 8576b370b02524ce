import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { aMockProduct, anOperatorStore, mockOperatorApi } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import { renderPage } from '../../../test/render';
import { API, server } from '../../../test/server';
import ProductsPage from '../components/ProductsPage';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function seed() {
  const mock = mockOperatorApi({
    stores: [
      anOperatorStore({ store_id: 10, store_name: 'tokyo-goods' }),
      anOperatorStore({ store_id: 11, store_name: 'oslo_woodworks', status: 'suspended', suspended_reason: 'Unpaid fees' }),
      anOperatorStore({ store_id: 12, store_name: 'lima-coffee' }),
    ],
    products: [
      aMockProduct({ product_id: 1, name: 'Tea bowl', store_id: 10, store_name: 'tokyo-goods', price: 24.5 }),
      aMockProduct({ product_id: 2, name: 'Fake watch', store_id: 10, store_name: 'tokyo-goods' }, true, 'Counterfeit brand'),
      aMockProduct({ product_id: 3, name: 'Oak stool', store_id: 11, store_name: 'oslo_woodworks', price: 120 }),
    ],
  });
  server.use(...mock.handlers);
  return mock;
}

/** The address's query, shown beside the page so a test sees what the filters wrote there. */
function AddressQuery() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const renderProducts = (url = '/operator/products') =>
  renderPage(
    <>
      <ProductsPage />
      <AddressQuery />
    </>,
    { path: '/operator/products', url },
  );
const productList = (name = 'Product list') => screen.findByRole('list', { name });
// A new filter's answer arrives after the address changes: both wait until the list shows it.
const cardOf = (name: string) => waitFor(async () => within(await productList()).getByRole('article', { name: new RegExp(`^${name}`) }));
const namesShown = async () => within(await productList()).getAllByRole('heading', { level: 3 }).map((heading) => heading.querySelector('bdi')?.textContent);
const expectNames = (check: (names: Array<string | null | undefined>) => void) => waitFor(async () => check(await namesShown()));

test('lists every product newest first, with its status, store, price and take-down reason and date', async () => {
  seed();
  renderProducts();
  await expectNames((names) => expect(names).toEqual(['Oak stool', 'Fake watch', 'Tea bowl']));

  const tea = within(await cardOf('Tea bowl'));
  expect(tea.getByText('Listed')).toBeInTheDocument();
  expect(tea.getByText('$24.50')).toBeInTheDocument();
  expect(tea.getByRole('link', { name: 'tokyo-goods' })).toHaveAttribute('href', '/operator/products?store_id=10');
  expect(tea.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/product/1');
  expect(tea.getByRole('button', { name: 'Take down' })).toBeInTheDocument();

  const watch = within(await cardOf('Fake watch'));
  expect(watch.getByText('Taken down')).toBeInTheDocument();
  expect(watch.getByText('Counterfeit brand')).toBeInTheDocument();
  expect(watch.getByText(/Nov 21, 2026/)).toBeInTheDocument();
  expect(watch.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  expect(watch.queryByRole('link', { name: 'View public page' })).not.toBeInTheDocument();

  // Its store is suspended: not taken down, so Take down is the only action, and shoppers cannot see it.
  const stool = within(await cardOf('Oak stool'));
  expect(stool.getByText('Store suspended')).toBeInTheDocument();
  expect(stool.getByRole('button', { name: 'Take down' })).toBeInTheDocument();
  expect(stool.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  expect(stool.queryByRole('link', { name: 'View public page' })).not.toBeInTheDocument();
});

test('the status filter is kept in the address and selects the list', async () => {
  seed();
  const { user } = renderProducts();
  await productList();
  await user.selectOptions(screen.getByLabelText('Status'), 'Taken down');
  expect(screen.getByTestId('search')).toHaveTextContent('?status=taken_down');
  await screen.findByText('Counterfeit brand');
  await expectNames((names) => expect(names).toEqual(['Fake watch']));

  await user.selectOptions(screen.getByLabelText('Status'), 'Listed');
  expect(screen.getByTestId('search')).toHaveTextContent('?status=listed');
  expect(await screen.findByRole('article', { name: /^Tea bowl/ })).toBeInTheDocument();
  await expectNames((names) => expect(names).toEqual(['Tea bowl']));

  await user.selectOptions(screen.getByLabelText('Status'), 'All products');
  expect(screen.getByTestId('search')).toBeEmptyDOMElement();
  expect(await screen.findByRole('article', { name: /^Oak stool/ })).toBeInTheDocument();
});

test('an address with ?status=taken_down opens the taken-down products', async () => {
  seed();
  renderProducts('/operator/products?status=taken_down');
  await expectNames((names) => expect(names).toEqual(['Fake watch']));
  expect(screen.getByLabelText('Status')).toHaveValue('taken_down');
});

test('?store_id= shows one store’s products, named; Show all stores clears it and keeps the status', async () => {
  seed();
  const { user } = renderProducts('/operator/products?store_id=10&status=listed');
  expect(await screen.findByText('Products of tokyo-goods')).toBeInTheDocument();
  await expectNames((names) => expect(names).toEqual(['Tea bowl']));

  await user.click(screen.getByRole('link', { name: 'Show all stores' }));
  expect(screen.getByTestId('search')).toHaveTextContent(/^\?status=listed$/);
  expect(screen.queryByText('Products of tokyo-goods')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Show all stores' })).not.toBeInTheDocument();
  await expectNames((names) => expect(names).toEqual(['Tea bowl']));
  await user.selectOptions(screen.getByLabelText('Status'), 'All products');
  expect(await screen.findByRole('article', { name: /^Oak stool/ })).toBeInTheDocument();
});

test('a product’s store leads to this list of the store’s products, a suspended store’s too (its public page is a 404)', async () => {
  seed();
  const { user } = renderProducts('/operator/products?status=listed');
  const tea = within(await cardOf('Tea bowl'));
  await user.click(tea.getByRole('link', { name: 'tokyo-goods' }));
  expect(screen.getByTestId('search')).toHaveTextContent(/^\?store_id=10$/);
  expect(await screen.findByText('Products of tokyo-goods')).toBeInTheDocument();
  await expectNames((names) => expect(names).toEqual(['Fake watch', 'Tea bowl']));

  await user.click(screen.getByRole('link', { name: 'Show all stores' }));
  const stool = within(await cardOf('Oak stool'));
  expect(stool.getByText('Store suspended')).toBeInTheDocument();
  await user.click(stool.getByRole('link', { name: 'oslo_woodworks' }));
  expect(screen.getByTestId('search')).toHaveTextContent(/^\?store_id=11$/);
  expect(await screen.findByText('Products of oslo_woodworks')).toBeInTheDocument();
  await expectNames((names) => expect(names).toEqual(['Oak stool']));
});

test('a store with no product matching says so, naming the store by its id', async () => {
  seed();
  renderProducts('/operator/products?store_id=12');
  expect(await screen.findByText('No products match')).toBeInTheDocument();
  expect(screen.getByText('Products of store #12')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Product list' })).not.toBeInTheDocument();
});

test('Restore on a taken-down product asks a reason, then the product shows as listed', async () => {
  const mock = seed();
  const { user } = renderProducts();
  await user.click(within(await cardOf('Fake watch')).getByRole('button', { name: 'Restore' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restore “Fake watch”' });
  await user.type(within(dialog).getByLabelText(/Reason/), 'Appeal accepted');
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
  expect(await screen.findByText('Product restored')).toBeInTheDocument();
  const watch = within(await cardOf('Fake watch'));
  expect(await watch.findByText('Listed')).toBeInTheDocument();
  expect(watch.queryByText('Counterfeit brand')).not.toBeInTheDocument();
  expect(watch.getByRole('button', { name: 'Take down' })).toBeInTheDocument();
  expect(mock.state.audit[0]).toMatchObject({ action: 'restore_product', target_id: 2, reason: 'Appeal accepted' });
});

test('taking a product down from the list shows it taken down, with the reason', async () => {
  seed();
  const { user } = renderProducts();
  await user.click(within(await cardOf('Tea bowl')).getByRole('button', { name: 'Take down' }));
  const dialog = await screen.findByRole('dialog', { name: 'Take down “Tea bowl”' });
  await user.type(within(dialog).getByLabelText(/Reason/), 'Mislabelled');
  await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
  const tea = within(await cardOf('Tea bowl'));
  expect(await tea.findByText('Mislabelled')).toBeInTheDocument();
  expect(tea.getByText('Taken down')).toBeInTheDocument();
  expect(tea.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
});

test('Load more shows the next page', async () => {
  server.use(...mockOperatorApi({ products: Array.from({ length: 25 }, (_, index) => aMockProduct({ product_id: index + 1, name: `Bowl ${index + 1}` })) }).handlers);
  const { user } = renderProducts();
  await expectNames((names) => expect(names).toHaveLength(20));
  expect(within(await productList()).queryByRole('article', { name: /^Bowl 5 / })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('article', { name: /^Bowl 5 / })).toBeInTheDocument();
  await expectNames((names) => expect(names).toHaveLength(25));
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('a list that fails to load says so, and Retry loads it', async () => {
  const mock = seed();
  server.use(http.get(`${API}/api/operator/products`, () => HttpResponse.json({ msg: 'Database unavailable', code: 'database_unavailable' }, { status: 503 }), { once: true }));
  const { user } = renderProducts();
  expect(await screen.findByText('Failed to load products')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Product list' })).not.toBeInTheDocument();
  server.use(...mock.handlers);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await expectNames((names) => expect(names).toEqual(['Oak stool', 'Fake watch', 'Tea bowl']));
});

test('in Arabic the list, its filters and its cards are translated', async () => {
  seed();
  await act(() => i18n.changeLanguage('ar'));
  renderProducts('/operator/products?store_id=10');
  const list = within(await productList('قائمة المنتجات'));
  expect(screen.getByLabelText('الحالة')).toHaveDisplayValue('كل المنتجات');
  expect(screen.getByText(/منتجات\s*\u2068?tokyo-goods/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'عرض كل المتاجر' })).toBeInTheDocument();
  const watch = within(list.getByRole('article', { name: /^Fake watch/ }));
  expect(watch.getByText('محجوب')).toBeInTheDocument();
  expect(watch.getByText('سبب الحجب')).toBeInTheDocument();
  expect(watch.getByRole('button', { name: 'إعادة العرض' })).toBeInTheDocument();
  expect(within(list.getByRole('article', { name: /^Tea bowl/ })).getByText('معروض')).toBeInTheDocument();
});
