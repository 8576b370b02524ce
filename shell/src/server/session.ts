/**
 * The visitor's token, read from the Cookie header once, by the `cookie` package, in the server's
 * main thread. The same value decides whether the request is a guest's (read from and kept in the
 * shared page cache) and is what the render worker renders the session from: no second reading of
 * the header that could disagree (`token =x`, ` token=x`, a repeated or URL-encoded `token` all
 * come out the same for both).
 */
import { parseCookie } from 'cookie';

/** The session cookie's name (the same as shared-api's TOKEN_COOKIE; a test holds them equal). */
export const TOKEN_COOKIE_NAME = 'token';

/** The token cookie's value, or undefined for none or an empty one (a guest). */
export function tokenFromCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const token = parseCookie(cookieHeader)[TOKEN_COOKIE_NAME];
  return token ? token : undefined;
}
