/** @jest-environment node */
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { RETRY_SECONDS, SitemapCache, SitemapUnavailableError } from '../sitemapCache';

const xml = (n: number) => `<?xml version="1.0"?><urlset>${'<url><loc>https://shop.example/product/1</loc></url>'.repeat(50)}<!-- ${n} --></urlset>`;

describe('SitemapCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('many requests at once: one build; kept with gzip and Brotli bytes of the same XML', async () => {
    let builds = 0;
    const source = jest.fn(async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return Readable.from([xml(builds)]);
    });
    const cache = new SitemapCache(300, () => undefined, now);
    const all = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', '/sitemap.xml', source)));
    expect(source).toHaveBeenCalledTimes(1);
    const [built] = all;
    expect(all.every((one) => one === built)).toBe(true);
    expect(built?.bodies.identity.toString()).toBe(xml(1));
    expect(gunzipSync(built!.bodies.gzip).toString()).toBe(xml(1));
    expect(brotliDecompressSync(built!.bodies.br).toString()).toBe(xml(1));
    // Another deployment key (the API moved): built afresh.
    await cache.get('other', '/sitemap.xml', source);
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('rebuilt in the background once older than the interval; a failed rebuild keeps the last copy and rests before trying again', async () => {
    let version = 0;
    let failing = false;
    const source = jest.fn(async () => {
      if (failing) throw new Error('API down');
      return Readable.from([xml(++version)]);
    });
    const log = jest.fn();
    const cache = new SitemapCache(300, log, now);
    expect((await cache.get('k', '/sitemap.xml', source))?.bodies.identity.toString()).toBe(xml(1));
    clock += 299_000;
    await cache.get('k', '/sitemap.xml', source);
    expect(source).toHaveBeenCalledTimes(1);

    clock += 2_000;
    failing = true;
    expect((await cache.get('k', '/sitemap.xml', source))?.bodies.identity.toString()).toBe(xml(1));
    await cache.idle();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('could not be rebuilt'));
    await cache.get('k', '/sitemap.xml', source);
    await cache.idle();
    expect(source).toHaveBeenCalledTimes(2); // resting

    clock += RETRY_SECONDS * 1000 + 1;
    failing = false;
    await cache.get('k', '/sitemap.xml', source);
    await cache.idle();
    expect((await cache.get('k', '/sitemap.xml', source))?.bodies.identity.toString()).toBe(xml(2));
  });

  it('no copy and the build fails: SitemapUnavailableError; not a sitemap path: undefined', async () => {
    const cache = new SitemapCache(300, () => undefined, now);
    await expect(cache.get('k', '/sitemap.xml', async () => Promise.reject(new Error('down')))).rejects.toBeInstanceOf(SitemapUnavailableError);
    await expect(cache.get('k', '/other.xml', async () => undefined)).resolves.toBeUndefined();
  });
});
