/**
 * Guests' pages kept in memory, per render pool: a burst of visitors costs one render. A page is
 * fresh for SSR_CACHE_SECONDS; after that it is still served while one render refreshes it in the
 * background, but never once it is older than MAX_AGE_SECONDS (a price or stock change shows
 * within that). Signed-in visitors' pages are never kept, and a request with a token cookie never
 * reads the cache. Concurrent misses for one page share one render. The compressed bytes are kept
 * too, so a kept page costs about what a static file does.
 *
 * A failure is never kept (stale-if-error): a render whose data requests failed (the answer's
 * `dataFailure`: the API unreachable, a 5xx; a 404 is an answer and is kept) neither is stored nor
 * replaces the kept page. Instead the last good page is served, up to STALE_IF_ERROR_SECONDS
 * beyond MAX_AGE_SECONDS (so at most 11 minutes old); with none, the failed answer is returned
 * and the server turns it into a 503. Once a refresh has failed, the next request for that page
 * waits for a render (shared by everyone asking at once) instead of taking the kept copy at once,
 * so the first request after the API recovers gets a fresh page; nothing of the failure is
 * remembered.
 */
import { LRUCache } from 'lru-cache';
import type { Encoding } from '../encoding';
import type { RenderAnswer } from '../wire';

/** The oldest a kept page may be when served normally. */
export const MAX_AGE_SECONDS = 60;
/** How much older still a kept page may be to stand in for a render whose data requests failed. */
export const STALE_IF_ERROR_SECONDS = 600;

export interface CachedPage {
  answer: RenderAnswer;
  storedAt: number;
  /** The body in each encoding asked for so far (the worker's first). */
  encoded: Map<Encoding, Buffer>;
}

export function cachedPage(answer: RenderAnswer, storedAt: number): CachedPage {
  return { answer, storedAt, encoded: new Map([[answer.encoding, Buffer.from(answer.body)]]) };
}

/** 'cache': a kept page; 'stale-if-error': a kept page standing in for a failed render; 'render': this render. */
export type CacheSource = 'cache' | 'stale-if-error' | 'render';

interface Entry {
  page: CachedPage;
  /** The last render for this page failed: the next request renders rather than serving this at once. */
  failing: boolean;
}

export class HtmlCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly inFlight = new Map<string, Promise<CachedPage>>();
  /** Raised by clear(): a render started before it is not kept. */
  private generation = 0;

  constructor(
    private readonly seconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache({
      max: 2000,
      maxSize: 128 * 1024 * 1024,
      sizeCalculation: (entry) => [...entry.page.encoded.values()].reduce((size, body) => size + body.length, 200),
      // Memory only: the ages that matter are checked against `now` when a page is read.
      ttl: (MAX_AGE_SECONDS + STALE_IF_ERROR_SECONDS) * 1000,
    });
  }

  get enabled(): boolean {
    return this.seconds > 0;
  }

  /**
   * Drops every kept page (moderation changed what may be shown: moderationWatch.ts). Renders in
   * progress still answer their requests but are not kept, and later requests do not wait for them.
   */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
  }

  private refresh(key: string, render: () => Promise<RenderAnswer>): Promise<CachedPage> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      const generation = this.generation;
      pending = render().then((answer) => {
        const page = cachedPage(answer, this.now());
        if (generation !== this.generation) return page;
        if (answer.dataFailure) {
          const kept = this.entries.get(key, { updateAgeOnGet: false });
          if (kept) kept.failing = true;
        } else if (answer.shareable && answer.rendered === 'server') {
          this.entries.set(key, { page, failing: false });
        }
        return page;
      });
      const own = pending;
      own.finally(() => {
        if (this.inFlight.get(key) === own) this.inFlight.delete(key);
      }).catch(() => undefined);
      this.inFlight.set(key, own);
    }
    return pending;
  }

  /**
   * A kept page (refreshed in the background once no longer fresh), or a render shared by all
   * asking; a render whose data failed gives way to the last good page while it may stand in.
   */
  async through(key: string, render: () => Promise<RenderAnswer>): Promise<{ page: CachedPage; source: CacheSource }> {
    const kept = this.entries.get(key);
    const age = kept ? this.now() - kept.page.storedAt : Number.POSITIVE_INFINITY;
    if (kept && !kept.failing && age <= MAX_AGE_SECONDS * 1000) {
      if (age > this.seconds * 1000) this.refresh(key, render).catch(() => undefined);
      return { page: kept.page, source: 'cache' };
    }
    const page = await this.refresh(key, render);
    if (page.answer.dataFailure) {
      const standIn = this.entries.get(key);
      if (standIn && this.now() - standIn.page.storedAt <= (MAX_AGE_SECONDS + STALE_IF_ERROR_SECONDS) * 1000) return { page: standIn.page, source: 'stale-if-error' };
    }
    return { page, source: 'render' };
  }
}
