import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { startMockApi, TEST_API_URL } from 'shared-api/testing';
import { makeProduct } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const server = startMockApi();

const newest = [
  makeProduct({ product_id: 9, name: 'Alpaca Scarf', country: 'Peru', store_name: 'andes_wool', price: 30 }),
  makeProduct({ product_id: 8, name: 'Olive Oil', country: 'Greece', store_name: 'crete_farm', price: 12.5 }),
  makeProduct({ product_id: 7, name: 'Matcha Tea Set', country: 'Japan', store_name: 'kyoto_crafts', price: 45.5 }),
];

describe('Home page', () => {
  it('shows the tagline, the calls to action and the 3 newest products', async () => {
    let askedLimit: string | null = null;
    server.use(
      http.get(`${TEST_API_URL}/api/products`, ({ request }) => {
        askedLimit = new URL(request.url).searchParams.get('limit');
        return HttpResponse.json({ items: newest, next_cursor: null });
      }),
    );
    const { user, location } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Shop Globally, Buy Locally' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Become a Seller' })).toHaveAttribute('href', '/store/register');

    const latest = screen.getByRole('region', { name: 'Latest Products' });
    expect(await within(latest).findByRole('link', { name: 'Alpaca Scarf' })).toHaveAttribute('href', '/product/9');
    expect(within(latest).getByRole('link', { name: 'Olive Oil' })).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: 'Matcha Tea Set' })).toBeInTheDocument();
    expect(within(latest).getByText('$12.50')).toBeInTheDocument();
    expect(askedLimit).toBe('3');

    // The pictures come from the API host with a fixed box (no layout shift); the row is above the
    // fold (the LCP), so they load eagerly at high priority.
    const picture = within(latest).getByRole('img', { name: 'Alpaca Scarf' });
    expect(picture).toHaveAttribute('src', `${TEST_API_URL}/uploads/products/matcha.webp`);
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('width');
    expect(picture).toHaveAttribute('height');

    await user.click(screen.getByRole('link', { name: 'Become a Seller' }));
    expect(location()).toBe('/store/register');
  });

  it('says so while loading, when there are no products, and offers a retry after a failure', async () => {
    let fail = true;
    server.use(
      http.get(`${TEST_API_URL}/api/products`, async () => {
        await delay(100);
        return fail ? HttpResponse.json({ msg: 'Database unavailable' }, { status: 503 }) : HttpResponse.json({ items: [], next_cursor: null });
      }),
    );
    const { user } = renderApp('/');
    expect(await screen.findByText('Loading products...')).toBeInTheDocument();
    expect(await screen.findByText(/latest products could not be loaded/i)).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
  });
});
