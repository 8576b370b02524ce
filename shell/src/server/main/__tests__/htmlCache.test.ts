/** @jest-environment node */
import type { RenderAnswer } from '../../wire';
import { HtmlCache, MAX_AGE_SECONDS, STALE_IF_ERROR_SECONDS } from '../htmlCache';

const page = (body: string, shareable = true): RenderAnswer => ({ status: 200, headers: {}, body: Buffer.from(body), encoding: 'identity', rendered: 'server', shareable });
const bodyOf = (cached: { page: { encoded: Map<string, Buffer> } }) => cached.page.encoded.get('identity')?.toString();

describe('HtmlCache (guests’ pages)', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('serves a kept page while fresh, and one render for many visitors asking at once', async () => {
    const cache = new HtmlCache(10, now);
    const render = jest.fn(async () => page('v1'));
    const [a, b] = await Promise.all([cache.through('/', render), cache.through('/', render)]);
    expect(render).toHaveBeenCalledTimes(1);
    expect([bodyOf(a), bodyOf(b)]).toEqual(['v1', 'v1']);
    clock += 9_000;
    const kept = await cache.through('/', render);
    expect(kept.source).toBe('cache');
    expect(bodyOf(kept)).toBe('v1');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('once stale, serves the kept page while one render refreshes it; never a page older than the maximum age', async () => {
    const cache = new HtmlCache(10, now);
    await cache.through('/shop', async () => page('price 10'));
    clock += 11_000;
    const refreshed = jest.fn(async () => page('price 12'));
    expect(bodyOf(await cache.through('/shop', refreshed))).toBe('price 10');
    await new Promise((resolve) => setImmediate(resolve));
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(bodyOf(await cache.through('/shop', refreshed))).toBe('price 12');

    clock += (MAX_AGE_SECONDS + 1) * 1000;
    const rendered = await cache.through('/shop', async () => page('price 15'));
    expect(rendered.source).toBe('render');
    expect(bodyOf(rendered)).toBe('price 15');
  });

  it('never keeps a page that is not for everyone (signed in) or was left to the browser', async () => {
    const cache = new HtmlCache(10, now);
    await cache.through('/a', async () => page('alice’s header', false));
    await cache.through('/b', async () => ({ ...page('index.html'), rendered: 'browser' as const }));
    const again = jest.fn(async () => page('fresh'));
    await cache.through('/a', again);
    await cache.through('/b', again);
    expect(again).toHaveBeenCalledTimes(2);
  });

  describe('a render whose data requests failed (stale-if-error)', () => {
    const failed = (body = 'Failed to load product details'): RenderAnswer => ({ ...page(body, false), dataFailure: { endpoint: 'getProduct', status: 503 } });

    it('good → the API fails: the good page is served, never the failure → recovers: the first request is fresh', async () => {
      const cache = new HtmlCache(10, now);
      let api: 'up' | 'down' = 'up';
      let version = 0;
      const render = jest.fn(async () => (api === 'up' ? page(`price v${++version}`) : failed()));

      expect(bodyOf(await cache.through('/product/2', render))).toBe('price v1');

      api = 'down';
      clock += 11_000; // stale: served at once, refreshed in the background, which fails
      expect(bodyOf(await cache.through('/product/2', render))).toBe('price v1');
      await new Promise((resolve) => setImmediate(resolve));
      expect(render).toHaveBeenCalledTimes(2);

      // The failure replaced nothing; the next request tries a render, which fails: the good page stands in.
      const during = await cache.through('/product/2', render);
      expect(during).toMatchObject({ source: 'stale-if-error' });
      expect(bodyOf(during)).toBe('price v1');

      // Past the normal maximum age, still within the stale-if-error bound: still the good page.
      clock += (MAX_AGE_SECONDS + 60) * 1000;
      const later = await cache.through('/product/2', render);
      expect(later.source).toBe('stale-if-error');
      expect(bodyOf(later)).toBe('price v1');

      api = 'up';
      const recovered = await cache.through('/product/2', render);
      expect(recovered.source).toBe('render');
      expect(bodyOf(recovered)).toBe('price v2');
      // And kept again as usual.
      expect(await cache.through('/product/2', render)).toMatchObject({ source: 'cache' });
      expect(bodyOf(await cache.through('/product/2', render))).toBe('price v2');
    });

    it('with no good page, the failed answer is returned (the server answers 503) and not remembered', async () => {
      const cache = new HtmlCache(10, now);
      const down = await cache.through('/product/3', async () => failed());
      expect(down.source).toBe('render');
      expect(down.page.answer.dataFailure).toBeDefined();
      const up = jest.fn(async () => page('product 3'));
      const next = await cache.through('/product/3', up);
      expect(up).toHaveBeenCalledTimes(1);
      expect(bodyOf(next)).toBe('product 3');
    });

    it('a good page stands in for at most STALE_IF_ERROR_SECONDS beyond the maximum age', async () => {
      const cache = new HtmlCache(10, now);
      await cache.through('/shop', async () => page('good'));
      clock += (MAX_AGE_SECONDS + STALE_IF_ERROR_SECONDS + 1) * 1000;
      const result = await cache.through('/shop', async () => failed('failed shop'));
      expect(result.source).toBe('render');
      expect(result.page.answer.dataFailure).toBeDefined();
    });

    it('a legitimate 404 (unknown product) is an answer and is kept as before', async () => {
      const cache = new HtmlCache(10, now);
      const render = jest.fn(async () => ({ ...page('Product not found'), status: 404 }));
      await cache.through('/product/999', render);
      expect(await cache.through('/product/999', render)).toMatchObject({ source: 'cache' });
      expect(render).toHaveBeenCalledTimes(1);
    });
  });
});
