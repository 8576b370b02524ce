/**
 * What a refused call means for the session: a refusal because the token itself is dead (expired,
 * revoked by a password change, its account gone, its store suspended) signs the visitor out here
 * and in every tab, with the API's reason for whoever shows it.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SessionState } from './sessionSlice';
import { followToken, logout } from './thunks';
import { decodeToken, getToken } from './token';

type SessionDispatch = ThunkDispatch<{ session: SessionState }, unknown, UnknownAction>;

/** A refusal's answer, as the API writes it ({msg, code}). */
export interface SessionRefusal {
  status: number;
  data: { msg?: string; code?: string };
}

/** An api call's rejection with the API's answer (the middleware narrows actions to these). */
export interface RefusedCall extends UnknownAction {
  payload: unknown;
  meta: unknown;
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
function deadTokenRefusal(action: RefusedCall): { token: string; refusal: SessionRefusal } | undefined {
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
 * Signs the visitor out when `action` is a call refused for the tab's dead token, and calls
 * `onSessionEnded` with the API's answer. A refusal of a token this tab no longer holds (another
 * tab signed in meanwhile) only makes the tab follow the cookie; so does a second refusal of the
 * same token (the first signed out already).
 */
export function endSessionIfRefused(dispatch: SessionDispatch, action: RefusedCall, onSessionEnded: (refusal: SessionRefusal) => void): void {
  const dead = deadTokenRefusal(action);
  if (!dead) return;
  if (dead.token !== getToken()) {
    dispatch(followToken(getToken()));
    return;
  }
  dispatch(logout());
  onSessionEnded(dead.refusal);
}
