/**
 * What a guest's page depends on besides its URL, for the page cache's key: the display currency
 * (the `currency` cookie; `?currency=` is in the URL already), the ship-to country (`ship_to`), and
 * for an unprefixed address the `lang` cookie (such a visitor is redirected to their language,
 * never given the English page kept for others). The key may be finer than the render's inputs,
 * never coarser: each cookie value goes in as it came, bounded in length. Pure; the language itself
 * is the URL's prefix.
 */
import { parseCookie } from 'cookie';

const MAX_VALUE = 64;

function cookieValue(cookies: Record<string, string | undefined>, name: string): string {
  const value = cookies[name]?.trim() ?? '';
  return value.length <= MAX_VALUE ? value : value.slice(0, MAX_VALUE);
}

export function pageVariant(url: string, cookieHeader: string | undefined): string {
  let cookies: Record<string, string | undefined> = {};
  try {
    cookies = cookieHeader ? parseCookie(cookieHeader) : {};
  } catch {
    cookies = {};
  }
  const currency = cookieValue(cookies, 'currency').toUpperCase();
  const shipTo = cookieValue(cookies, 'ship_to');
  const pathname = url.split('?')[0];
  // A prefixed address is never redirected: the lang cookie does not change it.
  const unprefixed = !/^\/[a-z]{2}(?=\/|$)/.test(pathname);
  const language = unprefixed ? cookieValue(cookies, 'lang').toLowerCase() : '';
  return ` currency=${encodeURIComponent(currency)} ship_to=${encodeURIComponent(shipTo)} lang=${encodeURIComponent(language)}`;
}
