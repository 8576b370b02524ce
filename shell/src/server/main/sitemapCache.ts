/**
 * The sitemap (and each file of a sitemap index) built once and kept in memory with its gzip and
 * Brotli bytes, instead of being rebuilt from the API on every request (half a second and more
 * with 10,000 products). A copy is fresh for SITEMAP_SECONDS (5 minutes); after that the kept copy
 * is still served while one build replaces it in the background. A change of the API's URL (the
 * runtime configuration) or of the site's URL is another key, built afresh. Concurrent requests
 * share one build. A build that fails keeps the last good copy in service (logged, and not tried
 * again for RETRY_SECONDS, so an API outage is not met with a build per request); with no copy at
 * all the request gets 503 with Retry-After.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface BuiltSitemap {
  /** The XML in each encoding, built once. */
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
  /** A hash of the XML: the ETag is it plus the encoding. */
  hash: string;
  builtAt: number;
}

/** Makes the XML stream for a sitemap path, or undefined when the path is not one. */
export type SitemapSource = (pathname: string) => Promise<Readable | undefined>;

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export async function buildSitemap(stream: Readable, now: number): Promise<BuiltSitemap> {
  const identity = await collect(stream);
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    // Quality 9 off the event loop's thread: a one-off cost per build, a good part of 11's gain.
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  return { bodies: { identity, gzip: gz, br }, hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27), builtAt: now };
}

/** After a failed background rebuild, how long the kept copy is served before the next try. */
export const RETRY_SECONDS = 30;

export class SitemapUnavailableError extends Error {
  override name = 'SitemapUnavailableError';
}

export class SitemapCache {
  private readonly kept = new LRUCache<string, BuiltSitemap>({ max: 500 });
  private readonly building = new Map<string, Promise<BuiltSitemap | undefined>>();
  /** When a background rebuild of a kept copy last failed. */
  private readonly failedAt = new Map<string, number>();
  private readonly background = new Set<Promise<void>>();
  /** Raised by clear(): a build started before it is not kept. */
  private generation = 0;

  constructor(
    private readonly seconds: number,
    private readonly log: (line: string) => void = (line) => console.log(line),
    private readonly now: () => number = Date.now,
  ) {}

  /** Drops every kept sitemap (moderation changed what may be listed: moderationWatch.ts); builds in progress are not kept. */
  clear(): void {
    this.generation += 1;
    this.kept.clear();
    this.failedAt.clear();
    this.building.clear();
  }

  private build(key: string, pathname: string, source: SitemapSource): Promise<BuiltSitemap | undefined> {
    let pending = this.building.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = (async () => {
        const stream = await source(pathname);
        if (!stream) return undefined;
        const built = await buildSitemap(stream, this.now());
        if (generation === this.generation) this.kept.set(key, built);
        return built;
      })();
      const own = pending;
      const settled = own.finally(() => {
        if (this.building.get(key) === own) this.building.delete(key);
      });
      settled.catch(() => undefined);
      this.building.set(key, own);
    }
    return pending;
  }

  /** Resolves once the background rebuilds started so far have finished (or failed). */
  async idle(): Promise<void> {
    await Promise.all(this.background);
  }

  /**
   * The sitemap at `pathname` for the deployment `key` (the API's and the site's URLs): kept,
   * refreshed in the background once older than the interval, or built now (shared). Undefined
   * when the path is no sitemap; SitemapUnavailableError when it cannot be built and none is kept.
   */
  async get(key: string, pathname: string, source: SitemapSource): Promise<BuiltSitemap | undefined> {
    const id = `${key} ${pathname}`;
    const kept = this.kept.get(id);
    if (kept) {
      const stale = this.now() - kept.builtAt > this.seconds * 1000;
      const resting = this.now() - (this.failedAt.get(id) ?? Number.NEGATIVE_INFINITY) < RETRY_SECONDS * 1000;
      if (stale && !resting) {
        const rebuild = this.build(id, pathname, source).then(
          () => {
            this.failedAt.delete(id);
          },
          (error: unknown) => {
            this.failedAt.set(id, this.now());
            this.log(`[shell] ${pathname} could not be rebuilt, serving the last one: ${describe(error)}`);
          },
        );
        this.background.add(rebuild);
        void rebuild.finally(() => this.background.delete(rebuild));
      }
      return kept;
    }
    try {
      return await this.build(id, pathname, source);
    } catch (error) {
      this.log(`[shell] ${pathname} could not be built: ${describe(error)}`);
      throw new SitemapUnavailableError(describe(error), { cause: error });
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
