import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { customerToken, startMockApi, TEST_API_URL } from 'shared-api/testing';
import { makeCartItem, makeProduct } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

const server = startMockApi();

// A signed-in customer's product page asks whether they bought it (the reviews' form): they did not.
beforeEach(() => server.use(http.get(`${TEST_API_URL}/api/order/mine`, () => HttpResponse.json({ items: [], next_cursor: null }))));

const product = makeProduct({ product_id: 1, name: 'Matcha Tea Set', store_name: 'kyoto_crafts', price: 45.5, stock: 3, country: 'Japan' });

function productAnswer(answer = product) {
  return http.get(`${TEST_API_URL}/api/product/:id`, ({ params }) =>
    Number(params.id) === answer.product_id ? HttpResponse.json(answer) : HttpResponse.json({ msg: 'Product not found' }, { status: 404 }),
  );
}

function cartAnswer(items = [makeCartItem({ full_location: 'Berlin, Germany' })]) {
  return http.get(`${TEST_API_URL}/api/cart`, () => HttpResponse.json(items));
}

describe('Product page', () => {
  it('shows the picture, name, store link, price, country, description and availability', async () => {
    server.use(productAnswer());
    renderApp('/product/1');

    expect(screen.getByText(/Loading/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Matcha Tea Set' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Matcha Tea Set' })).toHaveAttribute('src', `${TEST_API_URL}/uploads/products/matcha.webp`);
    expect(screen.getByRole('link', { name: 'kyoto_crafts' })).toHaveAttribute('href', '/store/kyoto_crafts');
    expect(screen.getByText('$45.50')).toBeInTheDocument();
    expect(screen.getByText('Japan')).toBeInTheDocument();
    expect(screen.getByText('Hand-made ceramic tea set from Kyoto.')).toBeInTheDocument();
    expect(screen.getByText('In Stock (3 available)')).toBeInTheDocument();
    // Contact Seller is for signed-in customers only.
    expect(screen.queryByRole('link', { name: 'Contact Seller' })).not.toBeInTheDocument();
  });

  it('keeps the quantity between 1 and the stock', async () => {
    server.use(productAnswer());
    const { user } = renderApp('/product/1');
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });

    expect(quantity).toHaveValue(1);
    expect(decrease).toBeDisabled();
    await user.click(increase);
    await user.click(increase);
    expect(quantity).toHaveValue(3);
    expect(increase).toBeDisabled();
    await user.click(decrease);
    expect(quantity).toHaveValue(2);
  });

  it('disables Add to Cart at stock 0', async () => {
    server.use(productAnswer({ ...product, stock: 0 }));
    renderApp('/product/1');
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('tells a guest to log in instead of adding', async () => {
    server.use(productAnswer());
    const { user } = renderApp('/product/1');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please login to add items to your cart')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a customer for the location, then adds the line with it', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      productAnswer(),
      cartAnswer(),
      http.post(`${TEST_API_URL}/api/cart/add`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ msg: 'Added', item: makeCartItem() }, { status: 201 });
      }),
    );
    const { user } = renderApp('/product/1', { token: customerToken(1, 'alice') });

    expect(await screen.findByRole('link', { name: 'Contact Seller' })).toHaveAttribute('href', '/chat/kyoto_crafts');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    const dialog = await screen.findByRole('dialog');
    const location = within(dialog).getByPlaceholderText('Enter your country and full location');
    // Suggested from the customer's latest cart line, editable.
    expect(location).toHaveValue('Berlin, Germany');
    await user.clear(location);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Full location is required')).toBeInTheDocument();

    await user.type(location, 'Paris, France');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Added to Cart')).toBeInTheDocument();
    expect(sent).toMatchObject({ product_id: 1, store_id: 10, store_name: 'kyoto_crafts', quantity: 2, full_location: 'Paris, France', country: 'Japan' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel closes the dialog without adding', async () => {
    let added = false;
    server.use(productAnswer(), cartAnswer([]), http.post(`${TEST_API_URL}/api/cart/add`, () => ((added = true), HttpResponse.json({}))));
    const { user } = renderApp('/product/1', { token: customerToken() });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(added).toBe(false);
  });

  it('says "Failed to add item to cart" with the reason and keeps the typed location', async () => {
    server.use(
      productAnswer(),
      cartAnswer([]),
      http.post(`${TEST_API_URL}/api/cart/add`, () => HttpResponse.json({ msg: 'Only 3 left in stock' }, { status: 409 })),
    );
    const { user } = renderApp('/product/1', { token: customerToken() });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('Enter your country and full location'), 'Oslo, Norway');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Failed to add item to cart')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left in stock')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByPlaceholderText('Enter your country and full location')).toHaveValue('Oslo, Norway');
  });

  it('shows "Product not found" with Back to Shop for an unknown or malformed id', async () => {
    server.use(productAnswer());
    const { user, location } = renderApp('/product/999');
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Shop' }));
    expect(location()).toBe('/shop');
  });

  it('shows "Product not found" for an id that is not a number, without asking the server', async () => {
    renderApp('/product/abc');
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
  });

  it('says "Failed to load product details" when the server fails', async () => {
    server.use(http.get(`${TEST_API_URL}/api/product/:id`, () => HttpResponse.json({ msg: 'down' }, { status: 500 })));
    renderApp('/product/1');
    expect(await screen.findAllByText('Failed to load product details')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toBeInTheDocument();
  });
});
