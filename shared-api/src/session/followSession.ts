/**
 * A tab's session follows the token cookie that every tab of the browser shares:
 * - another tab's sign-in or sign-out arrives over the session channel and is applied at once;
 * - a tab shown or focused again reads the cookie (news may have been missed: a tab of an older
 *   build, a cookie that expired meanwhile);
 * - a call refused because the token itself is dead signs the visitor out everywhere, with the
 *   API's reason (./sessionRefusal decides).
 *
 * (The refusal's code was tried as a chunk downloaded with the first refusal: the first load came
 * out 0.2 KB larger, the chunk's entry in webpack's runtime costing more than the code saved.)
 */
import { isRejectedWithValue, type Middleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api';
import type { SessionState } from './sessionSlice';
import { endSessionIfRefused, type RefusedCall, type SessionRefusal } from './sessionRefusal';
import { listenForSessionNews } from './sessionChannel';
import { followToken } from './thunks';
import { getToken } from './token';

export type { SessionRefusal } from './sessionRefusal';

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

/** Only a call refused as unauthenticated or forbidden can speak of a dead token. */
function mayEndSession(action: unknown): action is RefusedCall {
  if (!isRejectedWithValue(action) || !action.type.startsWith(`${api.reducerPath}/`)) return false;
  const status = (action.payload as { status?: unknown } | undefined)?.status;
  return status === 401 || status === 403;
}

/**
 * Signs the visitor out when a call is refused for a dead token, and calls `onSessionEnded` with
 * the API's answer (./sessionRefusal decides).
 */
export function sessionRefusalMiddleware(onSessionEnded: (refusal: SessionRefusal) => void): Middleware<object, { session: SessionState }> {
  return (store) => (next) => (action) => {
    const result = next(action);
    if (mayEndSession(action)) endSessionIfRefused(store.dispatch as SessionDispatch, action, onSessionEnded);
    return result;
  };
}
