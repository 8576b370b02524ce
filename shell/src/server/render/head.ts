/** The document's head for a page: title, description, canonical link, Open Graph, Twitter, JSON-LD. */
import { SITE_NAME, type PageHead } from 'shared-api/remote-routes';
import { scriptSafeJson } from '../../app/pageData';
import type { RoutingLanguage } from '../../features/routing';
import { alternateLinks, pathInLanguage } from '../alternates';
import { nonceAttributeOf } from '../csp';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

export interface DocumentHead extends PageHead {
  /** Private pages, sign-in forms and error pages are not for search engines. */
  noindex?: boolean;
}

/**
 * Everything the head says about the page (the LCP preload is written separately, earlier). The
 * head's canonicalPath is the page's path without a language prefix; the canonical URL is the
 * page's own language's, and an indexable page names its address in every language (hreflang,
 * English also as x-default).
 */
export function headTags(head: DocumentHead, siteUrl: string, language: RoutingLanguage = 'en', nonce?: string): string {
  const canonical = siteUrl + pathInLanguage(head.canonicalPath, language);
  const alternates = head.noindex ? [] : alternateLinks(siteUrl, head.canonicalPath).map(({ lang, url }) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(url)}">`);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  for (const data of head.structuredData ?? []) tags.push(`<script type="application/ld+json"${nonceAttributeOf(nonce)}>${scriptSafeJson(data)}</script>`);
  return tags.join('');
}

/** The page's largest picture, requested at high priority as soon as the head arrives. */
export function lcpPreload(head: PageHead): string {
  const picture = head.lcpImage;
  if (!picture?.src) return '';
  const responsive = picture.srcSet ? ` imagesrcset="${escapeHtml(picture.srcSet)}" imagesizes="${escapeHtml(picture.sizes ?? '100vw')}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(picture.src)}"${responsive} fetchpriority="high">`;
}
