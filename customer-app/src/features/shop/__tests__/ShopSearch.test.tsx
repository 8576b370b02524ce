/** The shop's search beyond the spec: typo corrections, country counts and suggestions while typing. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { delay, http, HttpResponse } from 'msw';
import { startMockApi, TEST_API_URL } from 'shared-api/testing';
import { makeProduct } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { FILTER_DEBOUNCE_MS } from '../hooks/useShopFilters';

const server = startMockApi();

const teapot = makeProduct({ product_id: 5, name: 'Cast Iron Teapot', country: 'Japan', price: 40 });
const scarf = makeProduct({ product_id: 3, name: 'Alpaca Scarf', country: 'Peru', price: 30 });
const SEARCH = 'Search by name, description, or store...';

/** The products: "teapott" is corrected to "teapot", anything else answers both products. */
function products(requests: URLSearchParams[] = []) {
  return http.get(`${TEST_API_URL}/api/products`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    if (params.get('q') === 'teapott') return HttpResponse.json({ items: [teapot], next_cursor: null, corrected: 'teapot' });
    return HttpResponse.json({ items: [teapot, scarf], next_cursor: null });
  });
}

/** Counts that depend on the search text, like the API's (a country count ignores the country filter). */
function facets(requests: URLSearchParams[] = []) {
  return http.get(`${TEST_API_URL}/api/products/facets`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const countries = params.get('q') ? [{ country: 'Japan', count: 2 }] : [{ country: 'Japan', count: 12 }, { country: 'Peru', count: 3 }];
    const total = params.get('country') === 'Peru' ? 3 : countries.reduce((sum, entry) => sum + entry.count, 0);
    return HttpResponse.json({ total, capped: false, countries, price_bands: [] });
  });
}

const optionText = (value: string) => [...(screen.getByLabelText('Country') as HTMLSelectElement).options].find((option) => option.value === value)?.text;

describe('Shop search: a corrected search', () => {
  it('says "Showing results for" the corrected text and offers the text as typed, whose exact result is empty', async () => {
    const facetRequests: URLSearchParams[] = [];
    server.use(products(), facets(facetRequests));
    const { user, location } = renderApp('/shop?q=teapott');

    expect(await screen.findByRole('link', { name: 'Cast Iron Teapot' })).toBeInTheDocument();
    const status = await screen.findByText(/Showing results for/);
    expect(status).toHaveTextContent('Showing results for teapot');
    // No counts: no exact text gives the corrected results, so any count would contradict them. (The
    // counts of the text as typed may be asked while the results are on their way, and are not shown.)
    await act(() => delay(50));
    expect(optionText('')).toBe('All Countries');
    expect(optionText('Japan')).toBe('Japan');
    expect(facetRequests.map((params) => params.get('q'))).not.toContain('teapot');

    await user.click(screen.getByRole('link', { name: 'teapott' }));
    expect(location()).toBe('/shop?q=teapott&exact=1');
    expect(await screen.findByText('No products found matching your criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cast Iron Teapot' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
    // The text as typed has its counts: those of its empty result.
    await waitFor(() => expect(optionText('Japan')).toBe('Japan (2)'));

    // And back to the correction, as a search for it.
    await user.click(screen.getByRole('link', { name: 'teapot' }));
    expect(location()).toBe('/shop?q=teapot');
    expect(await screen.findByRole('link', { name: 'Cast Iron Teapot' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText(SEARCH)).toHaveValue('teapot');
  });

  it('shows no correction line for exact results', async () => {
    server.use(products(), facets());
    renderApp('/shop?q=scarf');
    expect(await screen.findByRole('link', { name: 'Alpaca Scarf' })).toBeInTheDocument();
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  });
});

describe('Shop search: country counts', () => {
  it('shows each country\'s count and the total, and follows the other filters', async () => {
    const facetRequests: URLSearchParams[] = [];
    server.use(products(), facets(facetRequests));
    const { user } = renderApp('/shop');

    await screen.findByRole('link', { name: 'Alpaca Scarf' });
    await waitFor(() => expect(optionText('Japan')).toBe('Japan (12)'));
    expect(optionText('Peru')).toBe('Peru (3)');
    // A country without products stays selectable and says so.
    expect(optionText('France')).toBe('France (0)');
    expect(optionText('')).toBe('All Countries (15)');
    expect(screen.getByText('15 products')).toBeInTheDocument();
    // The ships-to list is not the products' country: no counts there.
    expect([...(screen.getByLabelText('Ships to') as HTMLSelectElement).options].find((option) => option.value === 'Japan')?.text).toBe('Japan');

    await user.type(screen.getByPlaceholderText(SEARCH), 'tea');
    await waitFor(() => expect(optionText('Japan')).toBe('Japan (2)'));
    expect(optionText('Peru')).toBe('Peru (0)');
    expect(facetRequests[facetRequests.length - 1].get('q')).toBe('tea');

    await user.selectOptions(screen.getByLabelText('Country'), 'Japan');
    await waitFor(() => expect(facetRequests[facetRequests.length - 1].get('country')).toBe('Japan'));
  });

  /** Counts the API cut short at its cap: Japan's and Peru's read, no other country's. */
  const cappedFacets = (total: number) =>
    http.get(`${TEST_API_URL}/api/products/facets`, () =>
      HttpResponse.json({ total, capped: true, countries: [{ country: 'Japan', count: 9000 }, { country: 'Peru', count: 1001 }], price_bands: [] }),
    );

  it('marks counts beyond the cap as lower bounds', async () => {
    server.use(products(), cappedFacets(10000));
    renderApp('/shop');
    await waitFor(() => expect(optionText('Japan')).toBe('Japan (9,000+)'));
    // A country not read has no count rather than a wrong 0.
    expect(optionText('France')).toBe('France');
    expect(screen.getByText('More than 10,000 products')).toBeInTheDocument();
  });

  it('shows an exact total as it is when only the country counts ran past the cap', async () => {
    // The API's `capped` covers every count: here the country counts (which ignore the country
    // filter) were cut short, while Peru's 3 products were counted exactly.
    server.use(products(), cappedFacets(3));
    renderApp('/shop?country=Peru');
    expect(await screen.findByText('3 products')).toBeInTheDocument();
    expect(screen.queryByText(/More than/)).not.toBeInTheDocument();
  });
});

describe('Shop search: suggestions while typing', () => {
  const suggestions = [
    { kind: 'store', text: 'Tea House', link: '/store/Tea%20House' },
    { kind: 'product', text: 'Cast Iron Teapot', link: '/product/5' },
    { kind: 'product', text: 'Tea Towel', link: '/product/7' },
  ];

  const towel = makeProduct({ product_id: 7, name: 'Tea Towel', country: 'Peru', price: 8 });
  /** The product pages a suggestion opens. */
  const productPages = [teapot, towel].map((product) => http.get(`${TEST_API_URL}/api/product/${product.product_id}`, () => HttpResponse.json(product)));

  function suggest(requests: string[] = []) {
    return http.get(`${TEST_API_URL}/api/products/suggest`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      requests.push(q);
      return HttpResponse.json({ items: suggestions.filter((item) => item.text.toLowerCase().includes(q.toLowerCase())) });
    });
  }

  it('is a combobox: arrows move through the suggestions, Escape closes them, Enter opens the chosen one', async () => {
    const asked: string[] = [];
    server.use(products(), facets(), suggest(asked), ...productPages);
    const { user, location } = renderApp('/shop');
    await screen.findByRole('link', { name: 'Alpaca Scarf' });

    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // One character asks nothing.
    await user.type(box, 't');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(asked).toEqual([]);

    await user.type(box, 'ea');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    // The text as typed is asked for ('te' too only if the machine took longer than the debounce
    // between two keys: typing speed is not this test's business).
    expect(asked.at(-1)).toBe('tea');
    expect(asked.filter((text) => text !== 'te' && text !== 'tea')).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Tea HouseStore', 'Cast Iron TeapotProduct', 'Tea TowelProduct']);
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Past the last, back to the first; up from the first, the last.
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2].id);

    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('tea');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Cast Iron Teapot/ }).id);
    await user.keyboard('{Enter}');
    expect(location()).toBe('/product/5');
    // The text typed was still waiting for its pause: past it, the chosen page keeps its address
    // (the shop stays on screen while the page's code loads, and must not write 'q' meanwhile).
    await act(() => new Promise((resolve) => setTimeout(resolve, FILTER_DEBOUNCE_MS + 50)));
    expect(location()).toBe('/product/5');
    // The product page's code is loaded for the first time in this file: slow on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Cast Iron Teapot' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('Enter without a chosen suggestion searches at once; a click opens a suggestion', async () => {
    server.use(products(), facets(), suggest(), ...productPages);
    const { user, location } = renderApp('/shop');
    await screen.findByRole('link', { name: 'Alpaca Scarf' });
    const box = screen.getByRole('combobox', { name: 'Search' });

    await user.type(box, 'tea');
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/shop?q=tea');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, ' t');
    await user.click(await screen.findByRole('option', { name: /Tea Towel/ }));
    expect(location()).toBe('/product/7');
    expect(await screen.findByRole('heading', { name: 'Tea Towel' })).toBeInTheDocument();
  });

  it('never lets a slow answer for an earlier text replace the answer for the newer one', async () => {
    const asked: string[] = [];
    const abandoned: string[] = [];
    server.use(
      products(),
      facets(),
      http.get(`${TEST_API_URL}/api/products/suggest`, async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        asked.push(q);
        request.signal.addEventListener('abort', () => abandoned.push(q));
        if (q === 'te') {
          await delay(600);
          return HttpResponse.json({ items: [{ kind: 'product', text: 'Stale Tent', link: '/product/9' }] });
        }
        return HttpResponse.json({ items: [{ kind: 'product', text: 'Fresh Teapot', link: '/product/5' }] });
      }),
    );
    const { user } = renderApp('/shop');
    await screen.findByRole('link', { name: 'Alpaca Scarf' });
    const box = screen.getByRole('combobox', { name: 'Search' });

    await user.type(box, 'te');
    await waitFor(() => expect(asked).toEqual(['te']));
    await user.type(box, 'a');
    expect(await screen.findByRole('option', { name: /Fresh Teapot/ })).toBeInTheDocument();
    expect(asked).toEqual(['te', 'tea']);
    // The request for the earlier text was cancelled.
    expect(abandoned).toEqual(['te']);
    // Long after the slow answer would have come.
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.getByRole('option', { name: /Fresh Teapot/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Stale Tent/ })).not.toBeInTheDocument();
  });

  it('has no axe violations with the suggestions open and with a corrected search', async () => {
    server.use(products(), facets(), suggest());
    const { user, container } = renderApp('/shop?q=teapott');
    await screen.findByText(/Showing results for/);
    await user.clear(screen.getByRole('combobox', { name: 'Search' }));
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'tea');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    expect(await axe(container)).toHaveNoViolations();
  });
});
