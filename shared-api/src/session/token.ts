/** The sign-in token: kept in the `token` cookie (path /, 7 days) and decoded with jwt-decode. */
import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';

export const TOKEN_COOKIE = 'token';
const COOKIE_OPTIONS = { path: '/', expires: 7 } as const;

export interface TokenClaims {
  user_id?: number;
  username?: string;
  store_id?: number;
  store_name?: string;
  operator_id?: number;
  operator_name?: string;
  exp?: number;
  iat?: number;
}

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function storeToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, COOKIE_OPTIONS);
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}

/** Decoded claims, or an Error when the token cannot be decoded. */
export function decodeToken(token: string): TokenClaims | Error {
  try {
    const claims: unknown = jwtDecode(token);
    // jwt-decode returns any JSON; claims are read as properties, so only an object is a token.
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return new Error('Invalid token specified: its payload is not an object');
    return claims as TokenClaims;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The spec's token check: `exp` (seconds) must be later than now. */
export function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return typeof claims.exp !== 'number' || claims.exp * 1000 <= now;
}
