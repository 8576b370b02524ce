/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Readable } from 'node:stream';
import { robotsTxt, sitemapFor } from '../sitemap';

const API = 'http://api.test';
const SITE = 'https://shop.example';

/** The API's keys: products 1..n (ids), stores by name; pages of `limit` after `after`, up to `until`. */
function apiWith(products: number, maxProductId: number, stores: string[]) {
  return http.get(`${API}/api/sitemap/entries`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const kind = query.get('kind');
    const after = Number(query.get('after') ?? 0);
    const until = query.has('until') ? Number(query.get('until')) : Infinity;
    const limit = Number(query.get('limit') ?? 50_000);
    const all = kind === 'product' ? Array.from({ length: products }, (_, i) => ({ id: i + 1, key: String(i + 1) })) : stores.map((key, i) => ({ id: i + 1, key }));
    const inRange = all.filter((item) => item.id > after && item.id <= until);
    const items = inRange.slice(0, limit);
    return HttpResponse.json({
      total: query.has('after') ? null : all.length,
      max_id: query.has('after') ? null : kind === 'product' ? maxProductId : stores.length,
      items,
      next_after: inRange.length > limit && items.length > 0 ? items[items.length - 1].id : null,
    });
  });
}

const api = setupServer();
beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
afterEach(() => api.resetHandlers());
afterAll(() => api.close());

async function text(stream: Readable | undefined): Promise<string> {
  if (!stream) throw new Error('no sitemap');
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

it('lists the home, shop, every product and every store page in one sitemap up to 50,000 URLs', async () => {
  api.use(apiWith(3, 3, ['lima_coffee', 'café tokyo']));
  const xml = await text(await sitemapFor('/sitemap.xml', API, SITE));
  expect(xml).toContain('<urlset');
  for (const path of ['/', '/shop', '/product/1', '/product/3', '/store/lima_coffee', '/store/caf%C3%A9%20tokyo']) expect(xml).toContain(`<loc>${SITE}${path}</loc>`);
  // Each page names its address in every language, English also as x-default.
  for (const [lang, path] of [['en', '/product/3'], ['es', '/es/product/3'], ['ar', '/ar/product/3'], ['ja', '/ja/product/3'], ['x-default', '/product/3']]) {
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${SITE}${path}"/>`);
  }
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
});

it('past 50,000 URLs answers a sitemap index of files of 50,000 ids each, which list their range', async () => {
  api.use(apiWith(120_000, 120_000, ['lima_coffee']));
  const index = await text(await sitemapFor('/sitemap.xml', API, SITE));
  expect(index).toContain('<sitemapindex');
  for (const file of ['pages', 'products-1', 'products-2', 'products-3', 'stores-1']) expect(index).toContain(`<loc>${SITE}/sitemaps/${file}.xml</loc>`);
  expect(index).not.toContain('products-4');

  const third = await text(await sitemapFor('/sitemaps/products-3.xml', API, SITE));
  expect(third).toContain(`<loc>${SITE}/product/100001</loc>`);
  expect(third).toContain(`<loc>${SITE}/product/120000</loc>`);
  expect(third).not.toContain(`<loc>${SITE}/product/100000</loc>`);
  expect(third.match(/<loc>/g)).toHaveLength(20_000);
});

it('is no sitemap for other paths; robots.txt names the sitemap and keeps crawlers off private pages', async () => {
  expect(await sitemapFor('/sitemaps/orders-1.xml', API, SITE)).toBeUndefined();
  const robots = robotsTxt(SITE);
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect(robots).toContain('Disallow: /cart');
  expect(robots).not.toMatch(/Disallow: \/store\/$/m);
});

it('an API error while the keys are read fails the XML stream (never a stream left waiting)', async () => {
  let calls = 0;
  api.use(
    http.get(`${API}/api/sitemap/entries`, () => {
      calls += 1;
      return calls <= 2 ? HttpResponse.json({ total: 3, max_id: 3, items: [], next_after: null }) : HttpResponse.json({ msg: 'down' }, { status: 503 });
    }),
  );
  await expect(text(await sitemapFor('/sitemap.xml', API, SITE))).rejects.toThrow('answered 503');
});
