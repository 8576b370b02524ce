/** @jest-environment node */
import { Readable } from 'node:stream';
import type { RenderAnswer } from '../../wire';
import { HtmlCache } from '../htmlCache';
import { SitemapCache } from '../sitemapCache';
import { MODERATION_VERSION_PATH, watchModeration } from '../moderationWatch';

const page = (body: string): RenderAnswer => ({ status: 200, headers: {}, body: Buffer.from(body), encoding: 'identity', rendered: 'server', shareable: true });
const bodyOf = (cached: { page: { encoded: Map<string, Buffer> } }) => cached.page.encoded.get('identity')?.toString();

describe('watchModeration', () => {
  /**
   * Each check asks `fetchVersion`, which waits for the test's answer: `answer(x)` lets exactly one
   * check finish (an Error makes it fail) and resolves once it has.
   */
  function harness(log: (line: string) => void = () => undefined) {
    const asked: string[] = [];
    const waiting: Array<(value: unknown) => void> = [];
    const arrivals: Array<() => void> = [];
    const onChange = jest.fn();
    const fetchVersion = (url: string) =>
      new Promise<unknown>((resolve, reject) => {
        asked.push(url);
        waiting.push((value) => (value instanceof Error ? reject(value) : resolve(value)));
        arrivals.shift()?.();
      });
    const watcher = watchModeration({ apiUrl: () => 'http://api.test:4000', onChange, log, intervalMs: 1, fetchVersion });
    const nextCall = () => (waiting.length ? Promise.resolve() : new Promise<void>((resolve) => arrivals.push(resolve)));
    const answer = async (value: unknown) => {
      await nextCall();
      waiting.shift()!(value);
      await watcher.settled();
    };
    return { watcher, onChange, asked, answer };
  }

  it('drops what is kept when the version changes, not on the first answer nor while it stays', async () => {
    const { watcher, onChange, asked, answer } = harness();
    await answer({ version: 4 });
    await answer({ version: 4 });
    expect(onChange).not.toHaveBeenCalled();
    await answer({ version: 5 });
    expect(onChange).toHaveBeenCalledTimes(1);
    await answer({ version: 5 });
    watcher.stop();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(asked[0]).toBe(`http://api.test:4000${MODERATION_VERSION_PATH}`);
  });

  it('changes nothing while the API does not answer, logging it once, and still notices a change after', async () => {
    const log = jest.fn();
    const { watcher, onChange, answer } = harness(log);
    await answer({ version: 1 });
    await answer(new Error('connect ECONNREFUSED'));
    await answer(new Error('connect ECONNREFUSED'));
    await answer({ nope: true });
    expect(onChange).not.toHaveBeenCalled();
    expect(log.mock.calls.map(([line]) => line)).toEqual(['[shell] the moderation version could not be read: connect ECONNREFUSED']);
    await answer({ version: 2 });
    watcher.stop();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('stops asking once stopped', async () => {
    const { watcher, asked, answer } = harness();
    await answer({ version: 1 });
    watcher.stop();
    const count = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked.length).toBe(count);
  });
});

describe('dropping kept pages and sitemaps', () => {
  it('HtmlCache.clear: the next request renders, and a render started before is not kept', async () => {
    const cache = new HtmlCache(10);
    await cache.through('/product/1', async () => page('listed'));
    let finish: (answer: RenderAnswer) => void = () => undefined;
    const slow = cache.through('/shop', () => new Promise<RenderAnswer>((resolve) => (finish = resolve)));
    cache.clear();
    finish(page('before the take-down'));
    expect(bodyOf(await slow)).toBe('before the take-down');
    const product = await cache.through('/product/1', async () => page('not found'));
    expect([product.source, bodyOf(product)]).toEqual(['render', 'not found']);
    const shop = await cache.through('/shop', async () => page('after'));
    expect([shop.source, bodyOf(shop)]).toEqual(['render', 'after']);
  });

  it('SitemapCache.clear: the next request builds afresh', async () => {
    let n = 0;
    const source = async () => Readable.from([`<urlset><!-- ${++n} --></urlset>`]);
    const cache = new SitemapCache(300, () => undefined);
    await cache.get('k', '/sitemap.xml', source);
    expect((await cache.get('k', '/sitemap.xml', source))?.bodies.identity.toString()).toContain('<!-- 1 -->');
    cache.clear();
    expect((await cache.get('k', '/sitemap.xml', source))?.bodies.identity.toString()).toContain('<!-- 2 -->');
  });
});
