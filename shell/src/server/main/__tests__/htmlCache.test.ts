/** @jest-environment node */
import type { RenderAnswer } from '../../worker/settings';
import { HtmlCache, MAX_AGE_SECONDS } from '../htmlCache';

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
    expect(kept.cached).toBe(true);
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
    expect(rendered.cached).toBe(false);
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
});
