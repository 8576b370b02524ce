/**
 * Guests' pages kept for a few seconds (SSR_CACHE_SECONDS), per render pool: a burst of visitors
 * costs one render, and a price or stock change shows within that time. Signed-in visitors' pages
 * are never kept, and a request with a token cookie never reads the cache. Concurrent misses for
 * one page share one render.
 */
import { LRUCache } from 'lru-cache';
import type { RenderResult } from '../render/renderPage';

export class HtmlCache {
  private readonly entries: LRUCache<string, RenderResult>;
  private readonly inFlight = new Map<string, Promise<RenderResult>>();

  constructor(private readonly seconds: number) {
    this.entries = new LRUCache({
      max: 2000,
      maxSize: 64 * 1024 * 1024,
      sizeCalculation: (result) => result.body.length + 200,
      ttl: Math.max(seconds, 1) * 1000,
    });
  }

  get enabled(): boolean {
    return this.seconds > 0;
  }

  /** A kept page, or one render shared by everyone asking for `key` meanwhile; kept when shareable. */
  async through(key: string, render: () => Promise<RenderResult>): Promise<{ result: RenderResult; cached: boolean }> {
    const kept = this.entries.get(key);
    if (kept) return { result: kept, cached: true };
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = render().then((result) => {
        if (result.shareable && result.rendered === 'server') this.entries.set(key, result);
        return result;
      });
      pending.finally(() => this.inFlight.delete(key)).catch(() => undefined);
      this.inFlight.set(key, pending);
    }
    return { result: await pending, cached: false };
  }
}
