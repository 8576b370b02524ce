/** The shop's Ships to filter (issue "A global marketplace"): the server filters, the frame's choice is the default. */
import { act, screen, waitFor } from '@testing-library/react';
import { makeStore, productsApi, shipToChosen } from 'shared-api';
import { productsHandler, startMockApi } from 'shared-api/testing';
import { i18n } from 'shared-ui';
import routes from '../../../routes';
import { makeProduct } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { shopHead } from '../shopHead';

const server = startMockApi();

// Newest first. The scarf's store ships only to Peru and Chile, the oil's to Japan, the tea set's everywhere.
const catalogue = [
  makeProduct({ product_id: 3, name: 'Alpaca Scarf', country: 'Peru', price: 30, ships_to: ['Peru', 'Chile'] }),
  makeProduct({ product_id: 2, name: 'Olive Oil', country: 'Greece', price: 12.5, ships_to: ['Japan'] }),
  makeProduct({ product_id: 1, name: 'Matcha Tea Set', country: 'Japan', price: 45.5, ships_to: [] }),
];

const lastRequest = (requests: URLSearchParams[]) => Object.fromEntries(requests[requests.length - 1]);
const shown = () => screen.queryAllByRole('article').map((article) => article.querySelector('a')?.textContent);

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('Shop: Ships to', () => {
  it('offers every country by its English name, sends ships_to and shows only what ships there', async () => {
    const requests: URLSearchParams[] = [];
    server.use(productsHandler(catalogue, requests));
    const { user, location } = renderApp('/shop');
    await screen.findByRole('link', { name: 'Alpaca Scarf' });
    expect(lastRequest(requests)).toEqual({});

    const select = screen.getByLabelText('Ships to') as HTMLSelectElement;
    expect(select).toHaveValue('');
    expect(select.options[0]).toMatchObject({ value: '', text: 'Any country' });
    expect(select.options.length).toBeGreaterThan(190);

    await user.selectOptions(select, 'Chile');
    await waitFor(() => expect(location()).toBe('/shop?ships_to=Chile'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Olive Oil' })).not.toBeInTheDocument());
    expect(lastRequest(requests)).toEqual({ ships_to: 'Chile' });
    expect(shown()).toEqual(['Alpaca Scarf', 'Matcha Tea Set']);
  });

  it('reads ships_to from a shared link, with the other filters', async () => {
    const requests: URLSearchParams[] = [];
    server.use(productsHandler(catalogue, requests));
    renderApp('/shop?q=o&ships_to=Japan');
    expect(await screen.findByRole('link', { name: 'Olive Oil' })).toBeInTheDocument();
    expect(lastRequest(requests)).toEqual({ q: 'o', ships_to: 'Japan' });
    expect(screen.getByLabelText('Ships to')).toHaveValue('Japan');
    expect(shown()).toEqual(['Olive Oil', 'Matcha Tea Set']);
  });

  it('starts from the country chosen in the frame; Clear Filters clears it for the page and keeps the choice', async () => {
    const requests: URLSearchParams[] = [];
    server.use(productsHandler(catalogue, requests));
    const { user, location, store } = renderApp('/shop', { shipTo: 'Japan' });

    expect(await screen.findByRole('link', { name: 'Olive Oil' })).toBeInTheDocument();
    expect(requests.map((params) => Object.fromEntries(params))).toEqual([{ ships_to: 'Japan' }]);
    expect(screen.getByLabelText('Ships to')).toHaveValue('Japan');
    expect(shown()).toEqual(['Olive Oil', 'Matcha Tea Set']);
    // The address is left as it was until the shopper changes a filter.
    expect(location()).toBe('/shop');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(location()).toBe('/shop?ships_to=');
    expect(screen.getByLabelText('Ships to')).toHaveValue('');
    await waitFor(() => expect(shown()).toEqual(['Alpaca Scarf', 'Olive Oil', 'Matcha Tea Set']));
    expect(lastRequest(requests)).toEqual({});
    expect(store.getState().preferences.shipTo).toBe('Japan');
  });

  it('follows a new choice in the frame while the address has no ships_to', async () => {
    const requests: URLSearchParams[] = [];
    server.use(productsHandler(catalogue, requests));
    const { store } = renderApp('/shop', { shipTo: 'Japan' });
    expect(await screen.findByRole('link', { name: 'Olive Oil' })).toBeInTheDocument();

    act(() => {
      store.dispatch(shipToChosen('Peru'));
    });
    await waitFor(() => expect(shown()).toEqual(['Alpaca Scarf', 'Matcha Tea Set']));
    expect(screen.getByLabelText('Ships to')).toHaveValue('Peru');
    expect(lastRequest(requests)).toEqual({ ships_to: 'Peru' });
  });

  it('an address with ships_to wins over the frame choice', async () => {
    const requests: URLSearchParams[] = [];
    server.use(productsHandler(catalogue, requests));
    renderApp('/shop?ships_to=Chile', { shipTo: 'Japan' });
    expect(await screen.findByRole('link', { name: 'Alpaca Scarf' })).toBeInTheDocument();
    expect(requests.map((params) => Object.fromEntries(params))).toEqual([{ ships_to: 'Chile' }]);
  });

  it('shows the countries in Arabic while sending their English names', async () => {
    const requests: URLSearchParams[] = [];
    server.use(productsHandler(catalogue, requests));
    await act(() => i18n.changeLanguage('ar'));
    const { user } = renderApp('/shop');
    await screen.findByRole('link', { name: 'Alpaca Scarf' });

    const select = screen.getByLabelText('يشحن إلى') as HTMLSelectElement;
    expect(select.options[0].text).toBe('أي بلد');
    const japan = [...select.options].find((option) => option.value === 'Japan');
    expect(japan?.text).toBe('اليابان');
    await user.selectOptions(select, 'Japan');
    await waitFor(() => expect(lastRequest(requests)).toEqual({ ships_to: 'Japan' }));
    await waitFor(() => expect(shown()).toEqual(['Olive Oil', 'Matcha Tea Set']));
  });
});

describe('Shop: Ships to on the server', () => {
  const shopRoute = routes.find((route) => route.path === '/shop')!;

  it('prefetches the search the page will make: the chosen country when the address has none', async () => {
    server.use(productsHandler(catalogue));
    const store = makeStore({ preloadedState: { preferences: { currency: 'USD', shipTo: 'Japan' } } });
    await shopRoute.prefetch!({ search: new URLSearchParams(), params: {}, dispatch: store.dispatch });
    const page = productsApi.endpoints.searchProducts.select({ ships_to: 'Japan' })(store.getState());
    expect(page.data?.pages[0].items.map((product) => product.name)).toEqual(['Olive Oil', 'Matcha Tea Set']);

    // The address's ships_to (empty included) wins.
    await shopRoute.prefetch!({ search: new URLSearchParams('ships_to='), params: {}, dispatch: store.dispatch });
    expect(productsApi.endpoints.searchProducts.select({})(store.getState()).data?.pages[0].items).toHaveLength(3);

    const head = await shopHead({ state: store.getState(), search: new URLSearchParams(), params: {}, siteUrl: 'https://example.test', language: 'en' });
    // The page's address stays the address's; its picture is the first product it shows.
    expect(head.canonicalPath).toBe('/shop');
    expect(head.image?.alt).toBe('Olive Oil');
  });
});
