/**
 * @jest-environment node
 *
 * Languages and the display currency on the server: the page's language from its address, a
 * per-request translations (two renders at once never mix languages), <html lang dir>, hreflang and
 * canonical, the lang cookie's redirect (never Accept-Language), the rates fetched for a chosen
 * currency. The customer remote's real routes, as in renderPage.test.tsx.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi } from 'shared-api';
import { aProduct, aStore, someRates } from 'shared-api/testing';
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
const vase = aProduct({ product_id: 7, name: 'Terracotta Vase', price: 48.5, stock: 12, store_name: 'oaxaca_clay', store_id: 3 });
let currencyRequests = 0;

const api = setupServer(
  http.get(`${API}/api/products`, () => HttpResponse.json({ items: [vase], next_cursor: null })),
  http.get(`${API}/api/products/facets`, () => HttpResponse.json({ total: 1, capped: false, countries: [{ country: vase.country, count: 1 }], price_bands: [] })),
  http.get(`${API}/api/product/:id`, () => HttpResponse.json(vase)),
  http.get(`${API}/api/store/:name`, () => HttpResponse.json(aStore({ store_id: 3, store_name: 'oaxaca_clay' }))),
  http.get(`${API}/api/product/store/:id`, () => HttpResponse.json([vase])),
  http.get(`${API}/api/follow`, () => HttpResponse.json({ followers_count: 4, msg: 'Not followed' })),
  http.get(`${API}/api/currencies`, () => {
    currencyRequests += 1;
    return HttpResponse.json(someRates());
  }),
);

beforeAll(() => {
  configureApi({ apiUrl: API });
  api.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  api.resetHandlers();
  currencyRequests = 0;
});
afterAll(() => api.close());

const remotes: RemoteRoutesLoader = async (remote) => {
  if (remote === 'customer') return customerRoutes;
  throw new Error('the seller remote has no server build');
};

function context(): RenderContext {
  return {
    config: { apiUrl: API, remotes: { customer: 'https://customer.example/mf-manifest.json', seller: 'https://seller.example/mf-manifest.json' }, pages: remotePages },
    site: testSite,
    siteUrl: SITE,
    registry: new RemoteRegistry(remotes),
    remoteBuild: async (remote) => `${remote}-build-1`,
    browserRenderedHtml: '<!doctype html><html><body><div id="root"></div></body></html>',
    scripts: ['/main.js'],
  };
}

function pageData(body: string): ServerPageData {
  const json = new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(body)?.[1];
  if (!json) throw new Error('no page data in the document');
  return JSON.parse(json) as ServerPageData;
}

const markup = (body: string) => body.split(`<script id="${PAGE_DATA_ELEMENT_ID}"`)[0];

describe('the page’s language on the server', () => {
  it('/ar/shop: <html lang="ar" dir="rtl">, the frame in Arabic, hreflang for every language and x-default, canonical in Arabic', async () => {
    const result = await renderPage({ url: '/ar/shop' }, context());
    expect(result).toMatchObject({ status: 200, rendered: 'server' });
    const { body } = result;
    expect(body.startsWith('<!doctype html><html lang="ar" dir="rtl">')).toBe(true);
    expect(markup(body)).toContain('روابط سريعة'); // the footer's "Quick Links"
    expect(markup(body)).not.toContain('Quick Links');
    expect(markup(body)).toContain('<p>منتج واحد</p>'); // the shop's count, by Arabic plural rules
    expect(body).toContain(`<link rel="canonical" href="${SITE}/ar/shop">`);
    expect(body).toContain(`<meta property="og:url" content="${SITE}/ar/shop">`);
    for (const [lang, path] of [['en', '/shop'], ['es', '/es/shop'], ['ar', '/ar/shop'], ['ja', '/ja/shop'], ['x-default', '/shop']]) {
      expect(body).toContain(`<link rel="alternate" hreflang="${lang}" href="${SITE}${path}">`);
    }
    // Links inside the page stay in the language (the router's basename).
    expect(markup(body)).toMatch(/href="\/ar\/product\/7"/);
    expect(markup(body)).not.toMatch(/href="\/product\/7"/);
    // The browser hydrates with the messages the markup was rendered with.
    const { i18n } = pageData(body);
    expect(i18n?.language).toBe('ar');
    // Compiled as the build compiles them (key → Lingui's compiled message).
    expect(i18n?.resources['shell.layout']).toMatchObject({ 'footer.quickLinks': ['روابط سريعة'] });
  });

  it('English stays at the spec’s paths: <html lang="en" dir="ltr">, canonical without a prefix', async () => {
    const { body } = await renderPage({ url: '/shop' }, context());
    expect(body.startsWith('<!doctype html><html lang="en" dir="ltr">')).toBe(true);
    expect(body).toContain(`<link rel="canonical" href="${SITE}/shop">`);
    expect(markup(body)).toContain('Quick Links');
  });

  it('two renders at once in different languages never mix', async () => {
    const ctx = context();
    const [es, ja, en, ar] = await Promise.all(['/es/product/7', '/ja/product/7', '/product/7', '/ar/'].map((url) => renderPage({ url }, ctx)));
    const tagline = { es: 'Compra global, compra local.', ja: '世界で探して、地元で買う。', en: 'Shop Globally, Buy Locally.', ar: 'تسوّق عالميًا، واشترِ محليًا.' };
    const bodies = { es: markup(es.body), ja: markup(ja.body), en: markup(en.body), ar: markup(ar.body) };
    for (const [language, body] of Object.entries(bodies)) {
      for (const [other, text] of Object.entries(tagline)) {
        if (other === language) expect(body).toContain(text);
        else expect(body).not.toContain(text);
      }
    }
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ja.body).toContain('<html lang="ja" dir="ltr">');
  });

  it('an unknown prefix (/fr/shop) is the ordinary 404 page in English', async () => {
    const { status, body } = await renderPage({ url: '/fr/shop' }, context());
    expect(status).toBe(404);
    expect(body).toContain('<html lang="en" dir="ltr">');
    expect(markup(body)).toContain('404 - Page Not Found');
  });

  it('a 404 in another language says so in that language', async () => {
    const { status, body } = await renderPage({ url: '/es/no/such/page' }, context());
    expect(status).toBe(404);
    expect(markup(body)).toContain('404 - Página no encontrada');
  });

  it('a guarded page sends to its sign-in page in the same language', async () => {
    await expect(renderPage({ url: '/ja/cart' }, context())).resolves.toMatchObject({ status: 302, headers: { Location: '/ja/login' } });
    await expect(renderPage({ url: '/es/store/profile' }, context())).resolves.toMatchObject({ status: 302, headers: { Location: '/es/store/login' } });
  });
});

describe('the lang cookie', () => {
  it('sends an unprefixed address to the same page in the chosen language, query kept (302)', async () => {
    await expect(renderPage({ url: '/shop?q=vase', cookie: 'lang=es' }, context())).resolves.toMatchObject({
      status: 302,
      headers: { Location: '/es/shop?q=vase' },
      rendered: 'redirect',
      shareable: false,
    });
    await expect(renderPage({ url: '/', cookie: 'theme=dark; lang=ar' }, context())).resolves.toMatchObject({ status: 302, headers: { Location: '/ar' } });
  });

  it('never redirects a prefixed address, an English choice, or a visitor without the cookie (Accept-Language is not read)', async () => {
    await expect(renderPage({ url: '/ja/shop', cookie: 'lang=es' }, context())).resolves.toMatchObject({ status: 200 });
    await expect(renderPage({ url: '/shop', cookie: 'lang=en' }, context())).resolves.toMatchObject({ status: 200 });
    // A RenderRequest carries only the URL and the cookie: the browser's Accept-Language never reaches the render.
    await expect(renderPage({ url: '/shop' }, context())).resolves.toMatchObject({ status: 200 });
  });
});

describe('the display currency on the server', () => {
  const ratesFetched = (body: string) => {
    const queries = (pageData(body).state.api as { queries: Record<string, { status: string }> }).queries;
    return queries['getCurrencies(undefined)']?.status;
  };

  it('?currency=JPY: the rates come with the page’s data (the estimates are in the HTML)', async () => {
    const { body } = await renderPage({ url: '/es/shop?currency=JPY' }, context());
    expect(ratesFetched(body)).toBe('fulfilled');
    expect(currencyRequests).toBe(1);
  });

  it('the currency cookie does the same; dollars (or an unknown code) fetch no rates', async () => {
    expect(ratesFetched((await renderPage({ url: '/shop', cookie: 'currency=EUR' }, context())).body)).toBe('fulfilled');
    expect(currencyRequests).toBe(1);
    currencyRequests = 0;
    expect(ratesFetched((await renderPage({ url: '/shop?currency=XYZ' }, context())).body)).toBeUndefined();
    expect(ratesFetched((await renderPage({ url: '/shop', cookie: 'currency=USD' }, context())).body)).toBeUndefined();
    expect(currencyRequests).toBe(0);
  });
});
