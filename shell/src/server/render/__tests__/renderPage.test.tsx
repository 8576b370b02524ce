/**
 * @jest-environment node
 *
 * The server render pipeline with the customer remote's real routes (loaded directly instead of
 * over federation) against a mocked API: status codes, head tags, JSON-LD, the inlined state, one
 * store per request, and the browser-rendered answer when a remote's server code fails.
 */
import { use } from 'react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi } from 'shared-api';
import { darkTheme, lightTheme } from 'shared-ui';
import type { RemoteRoute } from 'shared-api/remote-routes';
import { aCartItem, aProduct, aStore, customerToken, filterProducts, storeToken } from 'shared-api/testing';
// The one place an app imports another: this test renders the customer remote's real routes, as
// federation would load them on the server.
// eslint-disable-next-line boundaries/dependencies
import customerRoutes from '../../../../../customer-app/src/routes';
import { remotePages, testSite } from '../../../test/sitePages';
import { PAGE_DATA_ELEMENT_ID, type ServerPageData } from '../../../app/pageData';
import { RemoteRegistry, type RemoteRoutesLoader } from '../../../features/remotes';
import { renderPage, type RenderContext } from '../renderPage';

const API = 'http://api.test';
const SITE = 'https://shop.example';
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script defer src="/main.js"></script></body></html>';

const vase = aProduct({ product_id: 7, name: 'Terracotta Vase', desc: 'Thrown by hand in Oaxaca.', price: 48.5, stock: 12, store_name: 'oaxaca_clay', store_id: 3, img: '/uploads/products/vase.webp' });
const soldOut = aProduct({ product_id: 8, name: 'Blue Bowl', stock: 0, store_name: 'oaxaca_clay', store_id: 3 });
const store = aStore({ store_id: 3, store_name: 'oaxaca_clay', full_location: 'Oaxaca, Mexico', bio: 'Clay from the valley.', img: '/uploads/stores/oaxaca.webp' });

/** The catalogue's products a request's filters select, as the API filters them. */
const matching = (request: Request) => filterProducts([vase, soldOut], new URL(request.url).searchParams);

const api = setupServer(
  http.get(`${API}/api/products`, ({ request }) => HttpResponse.json({ items: matching(request), next_cursor: null })),
  // The shop's counts (its prefetch asks for them beside the first page).
  http.get(`${API}/api/products/facets`, ({ request }) => {
    const items = matching(request);
    const countries = [...new Set(items.map((p) => p.country))].map((country) => ({ country, count: items.filter((p) => p.country === country).length }));
    return HttpResponse.json({ total: items.length, capped: false, countries, price_bands: [] });
  }),
  http.get(`${API}/api/product/:id`, ({ params }) => {
    const product = [vase, soldOut].find((p) => String(p.product_id) === params.id);
    return product ? HttpResponse.json(product) : HttpResponse.json({ msg: 'Product not found' }, { status: 404 });
  }),
  http.get(`${API}/api/store/:name`, ({ params }) =>
    params.name === store.store_name ? HttpResponse.json(store) : HttpResponse.json({ msg: 'Store not found' }, { status: 404 }),
  ),
  http.get(`${API}/api/product/store/:id`, () => HttpResponse.json([vase, soldOut])),
  http.get(`${API}/api/follow`, () => HttpResponse.json({ followers_count: 4, msg: 'Not followed' })),
  // The product page's first page of reviews (its prefetch asks for it beside the product).
  http.get(`${API}/api/review/product/:id`, ({ params }) =>
    [vase, soldOut].some((p) => String(p.product_id) === params.id)
      ? HttpResponse.json({ items: [], next_cursor: null, average: null, count: 0, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } })
      : HttpResponse.json({ msg: 'Product not found' }, { status: 404 }),
  ),
);

beforeAll(() => {
  configureApi({ apiUrl: API });
  api.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => api.resetHandlers());
afterAll(() => api.close());

const workingRemotes: RemoteRoutesLoader = async (remote) => {
  if (remote === 'customer') return customerRoutes;
  throw new Error('the seller remote has no server build');
};

function contextWith(load: RemoteRoutesLoader = workingRemotes): RenderContext {
  return {
    config: { apiUrl: API, remotes: { customer: 'https://customer.example/mf-manifest.json', seller: 'https://seller.example/mf-manifest.json' }, pages: remotePages },
    site: testSite,
    siteUrl: SITE,
    registry: new RemoteRegistry(load),
    remoteBuild: async (remote) => `${remote}-build-1`,
    browserRenderedHtml: INDEX_HTML,
    scripts: ['/main.js'],
  };
}

function pageData(body: string): ServerPageData {
  const json = new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(body)?.[1];
  if (!json) throw new Error('no page data in the document');
  return JSON.parse(json) as ServerPageData;
}

function jsonLd(body: string): Record<string, unknown>[] {
  return [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
}

const meta = (body: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(body)?.[1];

describe('server render of the public pages', () => {
  it('product page: 200, its content in the markup, title, description, canonical, Open Graph and a Product with its offer', async () => {
    const result = await renderPage({ url: '/product/7' }, contextWith());
    expect(result).toMatchObject({ status: 200, rendered: 'server', shareable: true });
    const { body } = result;
    expect(body).toContain('<h1');
    expect(body).toContain('Terracotta Vase');
    expect(body).toContain('Thrown by hand in Oaxaca.');
    expect(body).toContain('<title>Terracotta Vase — oaxaca_clay — Global Marketplace</title>');
    expect(meta(body, 'description')).toBe('Thrown by hand in Oaxaca.');
    expect(body).toContain(`<link rel="canonical" href="${SITE}/product/7">`);
    expect(meta(body, 'og:type')).toBe('product');
    expect(meta(body, 'og:image')).toBe(`${API}/uploads/products/vase.webp`);
    expect(meta(body, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLd(body)).toContainEqual(
      expect.objectContaining({
        '@type': 'Product',
        name: 'Terracotta Vase',
        offers: expect.objectContaining({
          '@type': 'Offer',
          price: '48.50',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          seller: { '@type': 'Organization', name: 'oaxaca_clay', url: `${SITE}/store/oaxaca_clay` },
        }),
      }),
    );
    // The picture the page is judged by is asked for from the head, at high priority, in its widths.
    expect(body).toMatch(/<link rel="preload" as="image" href="http:\/\/api\.test\/uploads\/products\/vase\.webp" imagesrcset="[^"]*\?w=320 320w[^"]*" imagesizes="[^"]+" fetchpriority="high">/);
    // styled-components' rules come with the markup.
    expect(body).toMatch(/<style[^>]*data-styled[^>]*>[\s\S]+?<\/style>/);
  });

  it('a product out of stock says OutOfStock', async () => {
    const { body } = await renderPage({ url: '/product/8' }, contextWith());
    expect(jsonLd(body)[0]).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('unknown product, unknown store, unknown path: 404 with the page that says so', async () => {
    const product = await renderPage({ url: '/product/999' }, contextWith());
    expect(product.status).toBe(404);
    expect(product.body).toContain('Product not found');
    expect(meta(product.body, 'robots')).toBe('noindex');

    const storePage = await renderPage({ url: '/store/nobody_here' }, contextWith());
    expect(storePage.status).toBe(404);
    expect(storePage.body).toContain('Store not found');

    const path = await renderPage({ url: '/no/such/page' }, contextWith());
    expect(path.status).toBe(404);
    expect(path.body).toContain('404 - Page Not Found');
    expect(path.body).toContain('Go Back Home');
  });

  it('store page: the store as a Store, its products as an ItemList, followers in the markup', async () => {
    const { status, body } = await renderPage({ url: '/store/oaxaca_clay' }, contextWith());
    expect(status).toBe(200);
    expect(body).toContain('Clay from the valley.');
    expect(body).toContain('4 Followers');
    const data = jsonLd(body);
    expect(data).toContainEqual(expect.objectContaining({ '@type': 'Store', name: 'oaxaca_clay', address: 'Oaxaca, Mexico' }));
    expect(data).toContainEqual(
      expect.objectContaining({ '@type': 'ItemList', itemListElement: [expect.objectContaining({ position: 1, url: `${SITE}/product/7` }), expect.objectContaining({ position: 2 })] }),
    );
  });

  it("home and shop list their products as an ItemList; the shop renders the URL's filters", async () => {
    const home = await renderPage({ url: '/' }, contextWith());
    expect(home.body).toContain('Shop Globally, Buy Locally');
    expect(jsonLd(home.body)).toContainEqual(expect.objectContaining({ '@type': 'ItemList', numberOfItems: 2 }));

    const shop = await renderPage({ url: '/shop?q=vase' }, contextWith());
    expect(shop.body).toContain('Terracotta Vase');
    // Complete in the markup: no part waits for a script to be revealed. (The markup: the page data
    // after it carries the messages the page used, which may name a loading text.)
    expect(shop.body.split(`<script id="${PAGE_DATA_ELEMENT_ID}"`)[0]).not.toContain('Loading page...');
    expect(shop.body).not.toMatch(/<div hidden id="S:/);
    expect(shop.body).not.toContain('Blue Bowl');
    expect(shop.body).toContain('<p>1 product</p>');
    expect(shop.body).toContain(`>${vase.country} (1)</option>`);
    expect(shop.body).toContain(`<link rel="canonical" href="${SITE}/shop?q=vase">`);
    expect(jsonLd(shop.body)).toContainEqual(expect.objectContaining({ '@type': 'ItemList', numberOfItems: 1 }));
  });

  it('inlines the store’s api state and the pinned configuration and builds for the browser to hydrate from', async () => {
    const { body } = await renderPage({ url: '/product/7' }, contextWith());
    const data = pageData(body);
    expect(data.config.remotes.customer).toBe('https://customer.example/mf-manifest.json');
    expect(data.builds).toEqual({ customer: 'customer-build-1' });
    const queries = (data.state.api as { queries: Record<string, { status: string; data?: { name?: string } }> }).queries;
    expect(Object.values(queries)).toContainEqual(expect.objectContaining({ status: 'fulfilled', data: expect.objectContaining({ name: 'Terracotta Vase' }) }));
    // Nothing in the JSON can close the script element early.
    expect(body.split(`id="${PAGE_DATA_ELEMENT_ID}"`)[1].split('</script>')[0]).not.toMatch(/</);
  });

  it("defines both palettes' colours in the head, before the components' styles, for either mode", async () => {
    const { body } = await renderPage({ url: '/' }, contextWith());
    const head = body.split('</head>')[0];
    const palette = head.indexOf(`:root{color-scheme:light;--c-background:${lightTheme.colors.background};`);
    expect(palette).toBeGreaterThan(-1);
    expect(head).toContain(`html[data-theme='dark']{color-scheme:dark;--c-background:${darkTheme.colors.background};`);
    expect(palette).toBeLessThan(head.indexOf('data-styled'));
  });

  it("writes the base styles (the body's font and colours, the focus ring) as static CSS before the components' styles, not as styled-components rules the browser would insert again", async () => {
    const { body } = await renderPage({ url: '/' }, contextWith());
    const head = body.split('</head>')[0];
    const base = head.indexOf('body{margin:0;min-height:100vh;background-color:var(--c-background);color:var(--c-text);');
    expect(base).toBeGreaterThan(-1);
    expect(head).toContain(':focus-visible{outline:2px solid var(--c-focus-ring);');
    expect(base).toBeLessThan(head.indexOf('data-styled'));
    const componentStyles = head.slice(head.indexOf('data-styled'));
    expect(componentStyles).not.toContain('min-height:100vh;background-color:var(--c-background)');
  });
});

describe("a request's store after its answer", () => {
  /**
   * The delays of the timers of a second or more that `work` set and that are still pending when it
   * ends: each keeps what its callback reaches alive that long. (Redux Toolkit's batching of store
   * notifications waits 10 ms, fires and lets go.)
   */
  async function longTimersLeftBy(work: () => Promise<unknown>): Promise<number[]> {
    const pending = new Map<unknown, number>();
    const realSetTimeout = globalThis.setTimeout;
    const realClearTimeout = globalThis.clearTimeout;
    jest.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer = realSetTimeout((...given: unknown[]) => {
        pending.delete(timer);
        callback(...given);
      }, ms, ...args);
      pending.set(timer, ms ?? 0);
      return timer;
    }) as typeof setTimeout);
    jest.spyOn(globalThis, 'clearTimeout').mockImplementation((timer) => {
      pending.delete(timer);
      realClearTimeout(timer);
    });
    try {
      await work();
    } finally {
      jest.restoreAllMocks();
    }
    return [...pending.values()].filter((ms) => ms >= 1000);
  }

  it('holds no timer once the page is rendered, so nothing keeps the store and its answers in memory', async () => {
    const left = await longTimersLeftBy(async () => {
      for (const url of ['/product/7', '/store/oaxaca_clay', '/shop', '/']) {
        await expect(renderPage({ url }, contextWith())).resolves.toMatchObject({ status: 200, rendered: 'server' });
      }
    });
    expect(left).toEqual([]);
  });

  it('the same when its data requests failed', async () => {
    api.use(http.get(`${API}/api/product/:id`, () => HttpResponse.json({ msg: 'Service unavailable' }, { status: 503 })));
    const left = await longTimersLeftBy(() => expect(renderPage({ url: '/product/7' }, contextWith())).resolves.toMatchObject({ shareable: false }));
    expect(left).toEqual([]);
  });
});

describe('sessions on the server', () => {
  it('two visitors rendered at once each get their own header and cart count, never the other’s', async () => {
    const cartOf: Record<string, number> = { [`Bearer ${customerToken(1, 'alice')}`]: 2, [`Bearer ${customerToken(2, 'bob')}`]: 5 };
    api.use(
      http.get(`${API}/api/cart`, async ({ request }) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const lines = cartOf[request.headers.get('Authorization') ?? ''] ?? 0;
        return HttpResponse.json(Array.from({ length: lines }, (_, i) => aCartItem({ cart_id: i + 1 })));
      }),
    );
    const context = contextWith();
    const [alice, bob, guest, seller] = await Promise.all([
      renderPage({ url: '/', token: customerToken(1, 'alice') }, context),
      renderPage({ url: '/', token: customerToken(2, 'bob') }, context),
      renderPage({ url: '/' }, context),
      renderPage({ url: '/', token: storeToken(3, 'oaxaca_clay') }, context),
    ]);
    const cartCount = (body: string) => /data-cart-count=""[^>]*>(\d+)</.exec(body)?.[1];
    expect(cartCount(alice.body)).toBe('2');
    expect(cartCount(bob.body)).toBe('5');
    // The markup (the page data carries the frame's messages, every menu's labels among them).
    const markup = (body: string) => body.split(`<script id="${PAGE_DATA_ELEMENT_ID}"`)[0];
    expect(markup(alice.body)).toContain('Profile');
    expect(markup(guest.body)).toContain('Sign Up');
    expect(markup(guest.body)).not.toContain('Profile');
    expect(markup(seller.body)).toContain('Store Dashboard');
    // Signed-in pages are never kept for anyone else.
    expect([alice.shareable, bob.shareable, guest.shareable, seller.shareable]).toEqual([false, false, true, false]);
  });

  it('a guarded page without the right session is sent to its sign-in page', async () => {
    await expect(renderPage({ url: '/cart' }, contextWith())).resolves.toMatchObject({ status: 302, headers: { Location: '/login' } });
    await expect(renderPage({ url: '/store/orders', token: customerToken() }, contextWith())).resolves.toMatchObject({
      status: 302,
      headers: { Location: '/store/login' },
    });
  });

  it('a private page renders the signed-in frame and leaves the page itself to the browser', async () => {
    api.use(http.get(`${API}/api/cart`, () => HttpResponse.json([])));
    const { status, body } = await renderPage({ url: '/cart', token: customerToken() }, contextWith());
    expect(status).toBe(200);
    expect(body).toContain('Loading page...');
    expect(meta(body, 'robots')).toBe('noindex');
  });
});

describe('when the remote’s server code fails', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('cannot be loaded: the page is served for the browser to render, with 200 and the reason', async () => {
    const result = await renderPage({ url: '/product/7' }, contextWith(async () => Promise.reject(new Error('connect ECONNREFUSED'))));
    expect(result).toMatchObject({ status: 200, rendered: 'browser', body: INDEX_HTML, shareable: false });
    expect(result.problem).toEqual({ kind: 'remote-unavailable', detail: expect.stringContaining('ECONNREFUSED') });
  });

  it('throws while rendering: the same', async () => {
    const Broken = () => {
      throw new Error('undefined is not a function');
    };
    const broken: RemoteRoute[] = customerRoutes.map((route) => (route.path === '/product/:id' ? { ...route, Component: Broken } : route));
    const result = await renderPage({ url: '/product/7' }, contextWith(async () => broken));
    expect(result).toMatchObject({ status: 200, rendered: 'browser', body: INDEX_HTML });
    expect(result.problem).toEqual({ kind: 'render-failed', detail: expect.stringContaining('undefined is not a function') });
  });
});

describe('a render that takes longer than its time limit', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is given up: the page is served for the browser to render, with 200 and a timeout', async () => {
    const never = new Promise<never>(() => undefined);
    const Stuck = () => use(never);
    const stuck: RemoteRoute[] = customerRoutes.map((route) => (route.path === '/product/:id' ? { ...route, Component: Stuck } : route));
    const started = Date.now();
    const result = await renderPage({ url: '/product/7' }, { ...contextWith(async () => stuck), timeoutMs: 300 });
    expect(result).toMatchObject({ status: 200, rendered: 'browser', body: INDEX_HTML, shareable: false });
    expect(result.problem).toEqual({ kind: 'timeout', detail: expect.stringContaining('took too long') });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('data requests that fail (the API or its database is down)', () => {
  it('a 5xx or no answer is reported as a typed dataFailure, and the page is not for the cache', async () => {
    api.use(http.get(`${API}/api/product/:id`, () => HttpResponse.json({ msg: 'Service unavailable' }, { status: 503 })));
    const unavailable = await renderPage({ url: '/product/7' }, contextWith());
    expect(unavailable).toMatchObject({ rendered: 'server', shareable: false, dataFailure: { endpoint: expect.any(String), status: 503 } });

    api.use(http.get(`${API}/api/product/:id`, () => HttpResponse.error()));
    const unreachable = await renderPage({ url: '/product/7' }, contextWith());
    expect(unreachable).toMatchObject({ shareable: false, dataFailure: { status: 'FETCH_ERROR' } });
  });

  it('a request that got no answer at all is asked once more (a kept-alive socket the API had closed)', async () => {
    let calls = 0;
    api.use(
      http.get(`${API}/api/product/:id`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(vase);
      }),
    );
    const result = await renderPage({ url: '/product/7' }, contextWith());
    expect(calls).toBe(2);
    expect(result).toMatchObject({ status: 200, shareable: true });
    expect(result.dataFailure).toBeUndefined();
    expect(result.body).toContain('<title>Terracotta Vase — oaxaca_clay — Global Marketplace</title>');
  });

  it('a 404 for an unknown product is an answer, not a failure: kept as before', async () => {
    const result = await renderPage({ url: '/product/999' }, contextWith());
    expect(result).toMatchObject({ status: 404, shareable: true });
    expect(result.dataFailure).toBeUndefined();
  });
});

describe('Content-Security-Policy nonce', () => {
  const NONCE = 'bm9uY2Utb2YtdGhpcy1yZXF1ZXN0';
  const scriptTags = (body: string) => [...body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);

  it('is on every inline script of a rendered page (theme, JSON-LD, page data, start-up)', async () => {
    const result = await renderPage({ url: '/product/7', nonce: NONCE }, contextWith());
    expect(result.nonce).toBe(NONCE);
    const tags = scriptTags(result.body);
    expect(tags.length).toBeGreaterThanOrEqual(4);
    expect(tags.some((tag) => tag.includes('application/ld+json'))).toBe(true);
    for (const tag of tags) expect(tag).toContain(`nonce="${NONCE}"`);
  });

  it('is on the scripts of index.html when the page is left to the browser', async () => {
    const result = await renderPage({ url: '/product/7', nonce: NONCE }, contextWith(async () => Promise.reject(new Error('down'))));
    expect(result.rendered).toBe('browser');
    expect(result.body).toContain(`<script nonce="${NONCE}" defer src="/main.js">`);
  });
});
