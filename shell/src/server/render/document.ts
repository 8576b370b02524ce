/** The HTML document of a server-rendered page, around React's markup. */
import type { PageHead } from 'shared-api/remote-routes';
import { pageStyleSheet, themeBootScript } from 'shared-ui';
import { pageDataScript, scriptSafeJson, type ServerPageData } from '../../app/pageData';
import type { RoutingLanguage } from '../../features/routing';
import { nonceAttributeOf } from '../csp';
import { escapeHtml, headTags, lcpPreload, type DocumentHead } from './head';

/** The same icon as the shell's index.html: a globe in the brand colour. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%234f46e5' stroke-width='2'%3E%3Ccircle cx='12' cy='12' r='10'/%3E%3Cpath d='M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20'/%3E%3C/svg%3E";

const PAGE_STYLES = pageStyleSheet();

export interface DocumentParts {
  head: DocumentHead;
  siteUrl: string;
  apiUrl: string;
  /** styled-components' style tags for the markup. */
  styles: string;
  /** React's markup of the whole app. */
  appHtml: string;
  pageData: ServerPageData;
  /** The shell's entry script(s), e.g. ['/main.js']. */
  scripts: readonly string[];
  /** The Content-Security-Policy nonce of every inline script (the server's header names it). */
  nonce?: string;
  /** The page's language (`<html lang dir>`, canonical and alternates); English by default. */
  language?: RoutingLanguage;
}

/** Connections the page needs from its first bytes: the API's origin, for pictures and data. */
function preconnects(apiUrl: string, siteUrl: string): string {
  const api = new URL(apiUrl).origin;
  if (api === new URL(siteUrl).origin) return '';
  // One for pictures (no CORS) and one for the API's fetches (CORS): browsers keep them apart.
  return `<link rel="preconnect" href="${escapeHtml(api)}"><link rel="preconnect" href="${escapeHtml(api)}" crossorigin>`;
}

/**
 * The shell's scripts, started once the page has loaded: the server's HTML is complete, so what
 * the first screen needs (the HTML, its styles, the largest picture) gets the whole connection, and
 * hydration follows (the page's links work as plain links meanwhile).
 */
function scriptsAfterLoad(scripts: readonly string[], nonceAttribute: string): string {
  const sources = scriptSafeJson(scripts);
  return `<script${nonceAttribute}>(function(){function start(){${sources}.forEach(function(src){var s=document.createElement('script');s.src=src;document.head.appendChild(s);});}if(document.readyState==='complete')start();else addEventListener('load',start);})();</script>`;
}

export function renderDocument({ head, siteUrl, apiUrl, styles, appHtml, pageData, scripts, nonce, language = 'en' }: DocumentParts): string {
  const nonceAttribute = nonceAttributeOf(nonce);
  return (
    `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head>` +
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="color-scheme" content="light dark">' +
    // The stored theme goes on <html> before anything paints (the styles switch on it).
    `<script${nonceAttribute}>${themeBootScript}</script>` +
    preconnects(apiUrl, siteUrl) +
    lcpPreload(head as PageHead) +
    headTags(head, siteUrl, language, nonce) +
    `<link rel="icon" href="${FAVICON}">` +
    // The theme's variables (both palettes) and the base styles: static CSS, so no script carries
    // them, ahead of styled-components' rules (same specificity: the components' win).
    `<style>${PAGE_STYLES}</style>` +
    styles +
    '</head><body>' +
    `<div id="root">${appHtml}</div>` +
    pageDataScript(pageData, nonce) +
    scriptsAfterLoad(scripts, nonceAttribute) +
    '</body></html>'
  );
}
