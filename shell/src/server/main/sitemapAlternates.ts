/**
 * The sitemap's alternates of a page (`xhtml:link rel="alternate" hreflang`), in the shape the
 * `sitemap` package's `links` option takes: `{ lang, url }` for every language and x-default.
 */
import { alternateLinks, type AlternateLink } from '../alternates';

export function sitemapAlternates(siteUrl: string, path: string): AlternateLink[] {
  return alternateLinks(siteUrl, path);
}
