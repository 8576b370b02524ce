import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from 'shared-ui';
import { startMockApi, TEST_API_URL } from 'shared-api/testing';
import { makeProduct } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { scrollObservedIntoView } from '../../../test/scroll';

const server = startMockApi();

const firstPage = [
  makeProduct({ product_id: 3, name: 'Alpaca Scarf', country: 'Peru', price: 30 }),
  makeProduct({ product_id: 2, name: 'Olive Oil', country: 'Greece', price: 12.5 }),
];
const secondPage = [makeProduct({ product_id: 1, name: 'Matcha Tea Set', country: 'Japan', price: 45.5 })];

/** Answers like the API and records each query string; the cursor "page-2" gives the last page. */
function productsApi(requests: URLSearchParams[] = []) {
  return http.get(`${TEST_API_URL}/api/products`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    if (params.get('cursor') === 'page-2') return HttpResponse.json({ items: secondPage, next_cursor: null });
    if (params.get('q') === 'nothing') return HttpResponse.json({ items: [], next_cursor: null });
    return HttpResponse.json({ items: firstPage, next_cursor: 'page-2' });
  });
}

const lastRequest = (requests: URLSearchParams[]) => Object.fromEntries(requests[requests.length - 1]);

describe('Shop page', () => {
  it('shows the title, the filters and the products, each linking to its page', async () => {
    server.use(productsApi());
    renderApp('/shop');

    expect(await screen.findByRole('heading', { name: 'Shop Products' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by name, description, or store...')).toBeInTheDocument();
    // Plain DOM reads: role queries over ~195 options are slow.
    const options = [...(screen.getByLabelText('Country') as HTMLSelectElement).options];
    expect(options[0]).toMatchObject({ value: '', text: 'All Countries' });
    expect(options.find((option) => option.text === 'Japan')?.value).toBe('Japan');
    expect(options.length).toBeGreaterThan(190);
    expect(screen.getByLabelText('Min Price')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Max Price')).toHaveAttribute('type', 'number');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();

    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Alpaca Scarf' })).toHaveAttribute('href', '/product/3');
    expect(screen.getByRole('link', { name: 'Olive Oil' })).toHaveAttribute('href', '/product/2');
  });

  it('sends the search to the server after a pause and keeps it in the URL', async () => {
    const requests: URLSearchParams[] = [];
    server.use(productsApi(requests));
    const { user, location } = renderApp('/shop');
    await screen.findByRole('link', { name: 'Alpaca Scarf' });

    await user.type(screen.getByPlaceholderText('Search by name, description, or store...'), 'Tea');
    await waitFor(() => expect(location()).toBe('/shop?q=Tea'));
    await waitFor(() => expect(lastRequest(requests)).toEqual({ q: 'Tea' }));
    // One request for the finished word, not one per key press.
    expect(requests.filter((params) => params.has('q'))).toHaveLength(1);
  });

  it('applies a country at once and price bounds as typed', async () => {
    const requests: URLSearchParams[] = [];
    server.use(productsApi(requests));
    const { user, location } = renderApp('/shop');
    await screen.findByRole('link', { name: 'Alpaca Scarf' });

    await user.selectOptions(screen.getByLabelText('Country'), 'Japan');
    await waitFor(() => expect(location()).toBe('/shop?country=Japan'));
    await user.type(screen.getByLabelText('Min Price'), '10');
    await user.type(screen.getByLabelText('Max Price'), '50.5');
    await waitFor(() => expect(location()).toBe('/shop?country=Japan&min_price=10&max_price=50.5'));
    await waitFor(() => expect(lastRequest(requests)).toEqual({ country: 'Japan', min_price: '10', max_price: '50.5' }));
  });

  it('restores the filters from a shared link, and Clear Filters resets them all', async () => {
    const requests: URLSearchParams[] = [];
    server.use(productsApi(requests));
    const { user, location } = renderApp('/shop?q=scarf&country=Peru&min_price=5&max_price=100');

    await screen.findByRole('link', { name: 'Alpaca Scarf' });
    expect(lastRequest(requests)).toEqual({ q: 'scarf', country: 'Peru', min_price: '5', max_price: '100' });
    expect(screen.getByPlaceholderText('Search by name, description, or store...')).toHaveValue('scarf');
    expect(screen.getByLabelText('Country')).toHaveValue('Peru');
    expect(screen.getByLabelText('Min Price')).toHaveValue(5);
    expect(screen.getByLabelText('Max Price')).toHaveValue(100);

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(location()).toBe('/shop');
    expect(screen.getByPlaceholderText('Search by name, description, or store...')).toHaveValue('');
    expect(screen.getByLabelText('Country')).toHaveValue('');
    expect(screen.getByLabelText('Min Price')).toHaveValue(null);
    await waitFor(() => expect(lastRequest(requests)).toEqual({}));
  });

  it('explains an unusable price and does not send it', async () => {
    const requests: URLSearchParams[] = [];
    server.use(productsApi(requests));
    const { user } = renderApp('/shop');
    await screen.findByRole('link', { name: 'Alpaca Scarf' });

    await user.type(screen.getByLabelText('Min Price'), '-5');
    expect(await screen.findByText('Enter a price of 0 or more')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(requests.some((params) => params.has('min_price'))).toBe(false);
  });

  it('says "No products found matching your criteria." when nothing matches', async () => {
    server.use(productsApi());
    renderApp('/shop?q=nothing');
    expect(await screen.findByText('No products found matching your criteria.')).toBeInTheDocument();
  });

  it('loads the next page as the user scrolls to the end of the grid', async () => {
    const requests: URLSearchParams[] = [];
    server.use(productsApi(requests));
    renderApp('/shop');
    await screen.findByRole('link', { name: 'Alpaca Scarf' });
    expect(screen.queryByRole('link', { name: 'Matcha Tea Set' })).not.toBeInTheDocument();

    scrollObservedIntoView();
    expect(await screen.findByRole('link', { name: 'Matcha Tea Set' })).toBeInTheDocument();
    expect(lastRequest(requests)).toEqual({ cursor: 'page-2' });
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('offers a retry when the products cannot be loaded', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get(`${TEST_API_URL}/api/products`, () =>
        fail ? HttpResponse.json({ msg: 'down' }, { status: 503 }) : HttpResponse.json({ items: firstPage, next_cursor: null }),
      ),
    );
    const { user } = renderApp('/shop');
    expect(await screen.findByText(/Products could not be loaded/)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Alpaca Scarf' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it.each([
    ['en', 'The search took too long; please try again in a moment, or narrow it with more words or filters'],
    ['es', 'La búsqueda tardó demasiado. Inténtalo de nuevo en un momento o acótala con más palabras o filtros.'],
  ] as const)('%s: a search that took too long (503 search_timeout) says so, in the page\'s language, and offers a retry', async (language, text) => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(() => i18n.changeLanguage(language));
    try {
      server.use(
        http.get(`${TEST_API_URL}/api/products`, () =>
          HttpResponse.json({ msg: 'The search took too long; please try again in a moment, or narrow it with more words or filters', code: 'search_timeout' }, { status: 503, headers: { 'Retry-After': '2' } }),
        ),
      );
      renderApp('/shop?q=tea');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      expect(alert).not.toHaveTextContent(language === 'en' ? 'Products could not be loaded' : 'No se pudieron cargar los productos');
      expect(screen.getByRole('button', { name: language === 'en' ? 'Retry' : 'Reintentar' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
      consoleError.mockRestore();
    }
  });
});
