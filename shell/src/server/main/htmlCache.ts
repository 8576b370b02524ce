/**
 * Guests' pages kept in memory, per render pool: a burst of visitors costs one render. A page is
 * fresh for SSR_CACHE_SECONDS; after that it is still served while one render refreshes it in the
 * background, but never once it is older than MAX_AGE_SECONDS (a price or stock change shows
 * within that). Signed-in visitors' pages are never kept, and a request with a token cookie never
 * reads the cache. Concurrent misses for one page share one render. The compressed bytes are kept
 * too, so a kept page costs about what a static file does.
 */
import { LRUCache } from 'lru-cache';
import type { Encoding } from '../encoding';
import type { RenderAnswer } from '../worker/settings';

/** The oldest a kept page may be when served. */
export const MAX_AGE_SECONDS = 60;

export interface CachedPage {
  answer: RenderAnswer;
  storedAt: number;
  /** The body in each encoding asked for so far (the worker's first). */
  encoded: Map<Encoding, Buffer>;
}

export function cachedPage(answer: RenderAnswer, storedAt: number): CachedPage {
  return { answer, storedAt, encoded: new Map([[answer.encoding, Buffer.from(answer.body)]]) };
}

export class HtmlCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly inFlight = new Map<string, Promise<CachedPage>>();

  constructor(
    private readonly seconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache({
      max: 2000,
      maxSize: 128 * 1024 * 1024,
      sizeCalculation: (page) => [...page.encoded.values()].reduce((size, body) => size + body.length, 200),
      // Memory only: the age that matters is checked against `now` when a page is read.
      ttl: MAX_AGE_SECONDS * 1000,
    });
  }

  get enabled(): boolean {
    return this.seconds > 0;
  }

  private refresh(key: string, render: () => Promise<RenderAnswer>): Promise<CachedPage> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = render().then((answer) => {
        const page = cachedPage(answer, this.now());
        if (answer.shareable && answer.rendered === 'server') this.entries.set(key, page);
        return page;
      });
      pending.finally(() => this.inFlight.delete(key)).catch(() => undefined);
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** A kept page (refreshed in the background once no longer fresh), or a render shared by all asking. */
  async through(key: string, render: () => Promise<RenderAnswer>): Promise<{ page: CachedPage; cached: boolean }> {
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.storedAt <= MAX_AGE_SECONDS * 1000) {
      if (this.now() - kept.storedAt > this.seconds * 1000) this.refresh(key, render).catch(() => undefined);
      return { page: kept, cached: true };
    }
    return { page: await this.refresh(key, render), cached: false };
  }
}
