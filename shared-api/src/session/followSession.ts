/**
 * A tab's session follows the token cookie that every tab of the browser shares:
 * - another tab's sign-in or sign-out arrives over the session channel and is applied at once;
 * - a tab shown or focused again reads the cookie (news may have been missed: a tab of an older
 *   build, a cookie that expired meanwhile);
 * - a call refused because the token itself is dead (expired, revoked by a password change, its
 *   account gone, its store suspended) signs the visitor out here and in every tab, with the API's
 *   reason for whoever shows it.
 */
import { isRejectedWithValue, type Middleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api';
import type { SessionState } from './sessionSlice';
import { listenForSessionNews } from './sessionChannel';
import { followToken, logout } from './thunks';
import { decodeToken, getToken } from './token';

type SessionDispatch = ThunkDispatch<{ session: SessionState }, unknown, UnknownAction>;

/** Starts following the other tabs and the cookie; returns what stops it. */
export function followSessionAcrossTabs(store: { dispatch: SessionDispatch }): () => void {
  const readCookie = () => store.dispatch(followToken(getToken()));
  const onVisibility = () => {
    if (document.visibilityState === 'visible') readCookie();
  };
  const stopListening = listenForSessionNews(({ token }) => store.dispatch(followToken(token ?? undefined)));
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('focus', readCookie);
  return () => {
    stopListening();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('focus', readCookie);
  };
}

/** A refusal's answer, as the API writes it ({msg, code}). */
export interface SessionRefusal {
  status: number;
  data: { msg?: string; code?: string };
}

/** The codes that say the token is dead (401), not that this identity may not do this one thing. */
const DEAD_TOKEN_CODES = new Set(['token_invalid', 'token_expired', 'token_revoked', 'account_gone']);

/** A sign-in call refuses credentials, not the token it happens to carry. */
const SIGN_IN_PATH = /\/api\/(user|store|operator)\/log$/;

function bearerOf(request: Request): string | undefined {
  const header = request.headers.get('Authorization') ?? '';
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1];
}

function isStoreToken(token: string): boolean {
  const claims = decodeToken(token);
  return !(claims instanceof Error) && typeof claims.store_id === 'number';
}

/** The refusal, when an api call's rejection says the token it carried can no longer be used. */
function deadTokenRefusal(action: UnknownAction): { token: string; refusal: SessionRefusal } | undefined {
  if (!isRejectedWithValue(action) || !action.type.startsWith(`${api.reducerPath}/`)) return undefined;
  const refusal = action.payload as Partial<SessionRefusal> | undefined;
  const code = refusal?.data?.code;
  if (typeof refusal?.status !== 'number' || typeof code !== 'string') return undefined;
  const request = (action.meta as { baseQueryMeta?: { request?: Request } }).baseQueryMeta?.request;
  if (request && SIGN_IN_PATH.test(new URL(request.url).pathname)) return undefined;
  // An endpoint that makes its own calls (queryFn) leaves no request behind: it sent the cookie's.
  const token = request ? bearerOf(request) : getToken();
  if (!token) return undefined;
  const dead = (refusal.status === 401 && DEAD_TOKEN_CODES.has(code)) || (refusal.status === 403 && code === 'store_suspended' && isStoreToken(token));
  return dead ? { token, refusal: refusal as SessionRefusal } : undefined;
}

/**
 * Signs the visitor out when a call is refused for a dead token, and calls `onSessionEnded` with
 * the API's answer. A refusal of a token this tab no longer holds (another tab signed in meanwhile)
 * only makes the tab follow the cookie.
 */
export function sessionRefusalMiddleware(onSessionEnded: (refusal: SessionRefusal) => void): Middleware<object, { session: SessionState }> {
  return (store) => (next) => (action) => {
    const result = next(action);
    const dead = deadTokenRefusal(action as UnknownAction);
    if (!dead) return result;
    const dispatch = store.dispatch as SessionDispatch;
    if (dead.token !== getToken()) {
      dispatch(followToken(getToken()));
      return result;
    }
    dispatch(logout());
    onSessionEnded(dead.refusal);
    return result;
  };
}
