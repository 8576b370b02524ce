/**
 * /sitemap.xml: every public product and store page (and the home and shop pages), streamed from
 * the API's keyset pages of keys (GET /api/sitemap/entries) while they are read, never the whole
 * catalogue in memory. Up to 50,000 URLs it is one sitemap; past that it is a sitemap index whose
 * files each cover a range of 50,000 ids of one kind (at most 50,000 URLs each, as the protocol
 * allows). /robots.txt names it.
 */
import { pipeline, Readable } from 'node:stream';
import { SitemapIndexStream, SitemapStream } from 'sitemap';
import type { AlternateLink } from '../alternates';
import { sitemapAlternates } from './sitemapAlternates';

export const URLS_PER_SITEMAP = 50_000;
const PAGE = 5_000;

type Kind = 'product' | 'store';

interface EntriesPage {
  items: { id: number; key: string }[];
  next_after: number | null;
  total: number | null;
  max_id: number | null;
}

async function entries(apiUrl: string, query: Record<string, string | number>): Promise<EntriesPage> {
  const url = new URL('/api/sitemap/entries', apiUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  return (await response.json()) as EntriesPage;
}

/** The keys of one kind with ids in (after, until], a keyset page at a time. */
async function* keysOf(apiUrl: string, kind: Kind, after: number, until?: number): AsyncGenerator<{ id: number; key: string }> {
  let cursor: number | null = after;
  while (cursor !== null) {
    const page = await entries(apiUrl, { kind, after: cursor, limit: PAGE, ...(until === undefined ? {} : { until }) });
    yield* page.items;
    cursor = page.next_after;
  }
}

const pathOf = (kind: Kind, key: string) => (kind === 'product' ? `/product/${key}` : `/store/${encodeURIComponent(key)}`);

async function* urls(apiUrl: string, parts: { pages?: boolean; kind?: Kind; after?: number; until?: number }[]): AsyncGenerator<{ url: string }> {
  for (const part of parts) {
    if (part.pages) yield* [{ url: '/' }, { url: '/shop' }];
    if (part.kind) for await (const { key } of keysOf(apiUrl, part.kind, part.after ?? 0, part.until)) yield { url: pathOf(part.kind, key) };
  }
}

/**
 * The XML of `source`'s URLs. pipeline, not pipe: an API error while the keys are read must reach
 * the reader of the XML (pipe would leave it waiting forever and the error unhandled).
 */
function urlset(siteUrl: string, source: AsyncGenerator<{ url: string }>): Readable {
  return pipeline(Readable.from(withAlternates(siteUrl, source)), new SitemapStream({ hostname: siteUrl }), () => undefined);
}

/** Each page with its address in every language (xhtml:link hreflang, English also as x-default). */
async function* withAlternates(siteUrl: string, source: AsyncGenerator<{ url: string }>): AsyncGenerator<{ url: string; links: AlternateLink[] }> {
  for await (const entry of source) yield { ...entry, links: sitemapAlternates(siteUrl, entry.url) };
}

/** The XML stream for a sitemap path, or undefined when `pathname` is not one. */
export async function sitemapFor(pathname: string, apiUrl: string, siteUrl: string): Promise<Readable | undefined> {
  if (pathname === '/sitemap.xml') {
    const [products, stores] = await Promise.all([entries(apiUrl, { kind: 'product', limit: 0 }), entries(apiUrl, { kind: 'store', limit: 0 })]);
    const total = 2 + (products.total ?? 0) + (stores.total ?? 0);
    if (total <= URLS_PER_SITEMAP) return urlset(siteUrl, urls(apiUrl, [{ pages: true }, { kind: 'product' }, { kind: 'store' }]));
    const files = ['/sitemaps/pages.xml'];
    for (const [kind, answer] of [['products', products], ['stores', stores]] as const) {
      const count = Math.ceil((answer.max_id ?? 0) / URLS_PER_SITEMAP);
      for (let part = 1; part <= count; part += 1) files.push(`/sitemaps/${kind}-${part}.xml`);
    }
    return pipeline(Readable.from(files.map((file) => ({ url: siteUrl + file }))), new SitemapIndexStream(), () => undefined);
  }
  if (pathname === '/sitemaps/pages.xml') return urlset(siteUrl, urls(apiUrl, [{ pages: true }]));
  const part = /^\/sitemaps\/(products|stores)-([1-9]\d{0,6})\.xml$/.exec(pathname);
  if (!part) return undefined;
  const index = Number(part[2]);
  const kind: Kind = part[1] === 'products' ? 'product' : 'store';
  return urlset(siteUrl, urls(apiUrl, [{ kind, after: (index - 1) * URLS_PER_SITEMAP, until: index * URLS_PER_SITEMAP }]));
}

export function robotsTxt(siteUrl: string): string {
  const privatePages = ['/cart', '/profile', '/inbox', '/chat/', '/store/profile', '/store/add-product', '/store/edit-product/', '/store/orders', '/store/inbox', '/store/chat/'];
  return ['User-agent: *', ...privatePages.map((page) => `Disallow: ${page}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
