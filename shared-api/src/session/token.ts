/**
 * The sign-in token: kept in the `token` cookie (path /, 7 days); its claims are read from its
 * payload (the signature is the API's to check). A few lines of its own rather than a cookie and a
 * JWT library: this module is part of every page's first load.
 */
export const TOKEN_COOKIE = 'token';
const COOKIE_DAYS = 7;

export interface TokenClaims {
  user_id?: number;
  username?: string;
  store_id?: number;
  store_name?: string;
  exp?: number;
  iat?: number;
}

export function getToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at) !== TOKEN_COOKIE) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1)) || undefined;
    } catch {
      return undefined; // not percent-encoding we wrote: no usable token
    }
  }
  return undefined;
}

export function storeToken(token: string): void {
  const expires = new Date(Date.now() + COOKIE_DAYS * 24 * 60 * 60 * 1000).toUTCString();
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; expires=${expires}`;
}

export function removeToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The JSON of a JWT's payload (its second, base64url-encoded part), read as UTF-8. */
function payloadOf(token: string): unknown {
  const part = token.split('.')[1];
  if (!part) throw new Error('it has no payload part');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Decoded claims, or an Error when the token cannot be decoded. */
export function decodeToken(token: string): TokenClaims | Error {
  try {
    const claims = payloadOf(token);
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new Error('its payload is not an object');
    return claims as TokenClaims;
  } catch (error) {
    return new Error(`Invalid token specified: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The spec's token check: `exp` (seconds) must be later than now. */
export function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return typeof claims.exp !== 'number' || claims.exp * 1000 <= now;
}
