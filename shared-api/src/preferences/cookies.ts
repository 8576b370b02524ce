/**
 * The shopper's remembered choices: each a cookie of its own (path /, one year), read by the shell's
 * server for the first HTML and by the browser.
 */
import Cookies from 'js-cookie';

export const LANGUAGE_COOKIE = 'lang';
export const CURRENCY_COOKIE = 'currency';
export const SHIP_TO_COOKIE = 'ship_to';

const ONE_YEAR = { path: '/', expires: 365, sameSite: 'lax' } as const;

export function readPreferenceCookie(name: string): string | undefined {
  return Cookies.get(name) || undefined;
}

/** Stores a choice for a year; undefined or '' forgets it. */
export function writePreferenceCookie(name: string, value: string | undefined): void {
  if (value) Cookies.set(name, value, ONE_YEAR);
  else Cookies.remove(name, { path: '/' });
}
