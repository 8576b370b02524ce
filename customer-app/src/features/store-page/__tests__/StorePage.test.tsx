import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { customerToken, startMockApi, TEST_API_URL } from 'shared-api/testing';
import { makeProduct, makeStore } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const server = startMockApi();

const store = makeStore({ store_id: 10, store_name: 'kyoto_crafts', full_location: 'Kyoto, Japan', bio: 'Traditional crafts from Kyoto artisans.' });

/** The API of one store: its page, products and follow state (following flips on POST /api/follow). */
function storeApi({ products = [makeProduct()], followed = false, followers = 4 } = {}) {
  const state = { followed, followers };
  return [
    http.get(`${TEST_API_URL}/api/store/:name`, ({ params }) =>
      params.name === store.store_name ? HttpResponse.json(store) : HttpResponse.json({ msg: 'Store not found' }, { status: 404 }),
    ),
    http.get(`${TEST_API_URL}/api/product/store/:id`, () => HttpResponse.json(products)),
    http.get(`${TEST_API_URL}/api/follow`, () =>
      HttpResponse.json({ followers_count: state.followers, msg: state.followed ? 'followed' : 'Not followed' }),
    ),
    http.get(`${TEST_API_URL}/api/cart`, () => HttpResponse.json([])),
    http.post(`${TEST_API_URL}/api/follow`, () => {
      state.followed = true;
      state.followers += 1;
      return HttpResponse.json({ msg: 'Followed' });
    }),
  ];
}

describe('Public store page', () => {
  it("shows the store's picture, name, location, bio, followers and products", async () => {
    server.use(...storeApi());
    renderApp('/store/kyoto_crafts');

    expect(await screen.findByRole('heading', { level: 1, name: 'kyoto_crafts' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'kyoto_crafts' })).toHaveAttribute('src', `${TEST_API_URL}/uploads/stores/kyoto.webp`);
    expect(screen.getByText('Kyoto, Japan')).toBeInTheDocument();
    expect(screen.getByText('Traditional crafts from Kyoto artisans.')).toBeInTheDocument();
    expect(await screen.findByText('4 Followers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Store' })).toHaveAttribute('href', '/chat/kyoto_crafts');
    expect(await screen.findByRole('link', { name: 'Matcha Tea Set' })).toHaveAttribute('href', '/product/1');
  });

  it('lets a customer follow: the button becomes a disabled Following and the count grows', async () => {
    server.use(...storeApi());
    const { user } = renderApp('/store/kyoto_crafts', { token: customerToken() });
    await screen.findByText('4 Followers');

    await user.click(screen.getByRole('button', { name: 'Follow Store' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeDisabled();
    expect(await screen.findByText('5 Followers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow Store' })).not.toBeInTheDocument();
  });

  it('shows Following at once for a store the customer already follows', async () => {
    server.use(...storeApi({ followed: true, followers: 1 }));
    renderApp('/store/kyoto_crafts', { token: customerToken() });
    expect(await screen.findByRole('button', { name: 'Following' })).toBeDisabled();
    expect(screen.getByText('1 Follower')).toBeInTheDocument();
  });

  it('tells a guest to log in to follow', async () => {
    server.use(...storeApi());
    const { user } = renderApp('/store/kyoto_crafts');
    await user.click(await screen.findByRole('button', { name: 'Follow Store' }));
    expect(await screen.findByText('Please login to follow stores')).toBeInTheDocument();
  });

  it('says "Failed to follow store" when following fails', async () => {
    server.use(http.post(`${TEST_API_URL}/api/follow`, () => HttpResponse.json({ msg: 'Store not found' }, { status: 404 })), ...storeApi());
    const { user } = renderApp('/store/kyoto_crafts', { token: customerToken() });
    await user.click(await screen.findByRole('button', { name: 'Follow Store' }));
    expect(await screen.findByText('Failed to follow store')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow Store' })).toBeEnabled();
  });

  it('says "This store has no products yet." for a store without products', async () => {
    server.use(...storeApi({ products: [] }));
    renderApp('/store/kyoto_crafts');
    expect(await screen.findByText('This store has no products yet.')).toBeInTheDocument();
  });

  it('says "Store not found" for an unknown store', async () => {
    server.use(...storeApi());
    renderApp('/store/nobody_here');
    expect(await screen.findByText('Store not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
  });

  it('says "Failed to load store details" when the server fails', async () => {
    server.use(http.get(`${TEST_API_URL}/api/store/:name`, () => HttpResponse.json({ msg: 'down' }, { status: 500 })));
    renderApp('/store/kyoto_crafts');
    expect(await screen.findAllByText('Failed to load store details')).not.toHaveLength(0);
  });
});
