import { screen, within } from '@testing-library/react';
import { aMockProduct, mockOperatorApi } from 'shared-api/testing';
import { renderPage } from '../../../test/render';
import { server } from '../../../test/server';
import ProductsPage from '../components/ProductsPage';

function seed() {
  const mock = mockOperatorApi({
    products: [aMockProduct({ product_id: 5, name: 'Tea bowl', store_name: 'tokyo-goods', price: 24.5 }), aMockProduct({ product_id: 6, name: 'Fake watch' }, true)],
    review_ids: [40],
  });
  server.use(...mock.handlers);
  return mock;
}

const renderProducts = () => renderPage(<ProductsPage />, { path: '/operator/products' });

async function find(user: ReturnType<typeof renderProducts>['user'], id: string) {
  const form = screen.getByRole('form', { name: 'Find a product' });
  await user.clear(within(form).getByLabelText('Product id'));
  await user.type(within(form).getByLabelText('Product id'), id);
  await user.click(within(form).getByRole('button', { name: 'Find' }));
}

test('finds a product by id and shows its name, store and price', async () => {
  seed();
  const { user } = renderProducts();
  await find(user, '5');
  const card = within(await screen.findByRole('article', { name: 'Product #5' }));
  expect(await card.findByText('Tea bowl')).toBeInTheDocument();
  expect(card.getByText('tokyo-goods')).toBeInTheDocument();
  expect(card.getByText('$24.50')).toBeInTheDocument();
  expect(card.getByRole('link', { name: 'View public page' })).toHaveAttribute('href', '/product/5');
});

test('an id must be a whole number above zero', async () => {
  seed();
  const { user } = renderProducts();
  await find(user, 'abc');
  expect(await screen.findByText('Enter an id: a whole number above zero')).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: /^Product #/ })).not.toBeInTheDocument();
});

test('taking a product down needs a reason; the product then shows as not listed, with Restore', async () => {
  const mock = seed();
  const { user } = renderProducts();
  await find(user, '5');
  const card = within(await screen.findByRole('article', { name: 'Product #5' }));
  await user.click(await card.findByRole('button', { name: 'Take down' }));
  const dialog = await screen.findByRole('dialog', { name: 'Take down product #5' });
  await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
  expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText(/Reason/), 'Counterfeit');
  await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
  expect(await screen.findByText('Product taken down')).toBeInTheDocument();
  expect(await card.findByText(/Shoppers cannot see this product/)).toBeInTheDocument();
  expect(card.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  expect(card.queryByText('Tea bowl')).not.toBeInTheDocument();
  expect(mock.state.products[0].taken_down).toBe(true);
});

test('a taken-down product is restored by id', async () => {
  const mock = seed();
  const { user } = renderProducts();
  await find(user, '6');
  const card = within(await screen.findByRole('article', { name: 'Product #6' }));
  await user.click(await card.findByRole('button', { name: 'Restore' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restore product #6' });
  await user.type(within(dialog).getByLabelText(/Reason/), 'Appeal accepted');
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
  expect(await screen.findByText('Product restored')).toBeInTheDocument();
  expect(await card.findByText('Fake watch')).toBeInTheDocument();
  expect(mock.state.audit[0]).toMatchObject({ action: 'restore_product', target_id: 6, reason: 'Appeal accepted' });
});

test('restoring an id no product has shows the server’s refusal', async () => {
  seed();
  const { user } = renderProducts();
  await find(user, '99');
  const card = within(await screen.findByRole('article', { name: 'Product #99' }));
  await user.click(await card.findByRole('button', { name: 'Restore' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(/Reason/), 'Try');
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
  expect(await screen.findByText('Could not restore the product')).toBeInTheDocument();
  expect(screen.getByText('Product not found')).toBeInTheDocument();
});

test('removes a review by id with a reason; a second removal is refused', async () => {
  const mock = seed();
  const { user } = renderProducts();
  const form = screen.getByRole('form', { name: 'Remove a review' });
  await user.type(within(form).getByLabelText('Review id'), '40');
  await user.click(within(form).getByRole('button', { name: 'Remove review' }));
  let dialog = await screen.findByRole('dialog', { name: 'Remove review #40' });
  await user.type(within(dialog).getByLabelText(/Reason/), 'Abusive');
  await user.click(within(dialog).getByRole('button', { name: 'Remove review' }));
  expect(await screen.findByText('Review removed')).toBeInTheDocument();
  expect(mock.state.removed_review_ids).toEqual([40]);

  await user.click(within(form).getByRole('button', { name: 'Remove review' }));
  dialog = await screen.findByRole('dialog', { name: 'Remove review #40' });
  await user.type(within(dialog).getByLabelText(/Reason/), 'Again');
  await user.click(within(dialog).getByRole('button', { name: 'Remove review' }));
  expect(await screen.findByText('Could not remove the review')).toBeInTheDocument();
  expect(screen.getByText('The review is already removed')).toBeInTheDocument();
});
