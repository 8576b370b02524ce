/** Session transitions of the spec (docs/product-spec.md, 4): start, login, logout. */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api';
import {
  sessionCheckStarted,
  signedOut,
  storeSignedIn,
  customerSignedIn,
  operatorSignedIn,
  type SessionState,
  type SessionStore,
  type SessionCustomer,
  type SessionOperator,
} from './sessionSlice';
import { decodeToken, getToken, isExpired, removeToken, storeToken, type TokenClaims } from './token';
import { announceSession } from './sessionChannel';
import { identityKindOf } from './identityKind';

type SessionThunk<R> = ThunkAction<R, { session: SessionState }, unknown, UnknownAction>;

/** The signed-in identity a token names (the same kinds as the API's auth/tokens.ts). */
type Identity =
  | { kind: 'customer'; customer: SessionCustomer }
  | { kind: 'store'; store: SessionStore }
  | { kind: 'operator'; operator: SessionOperator };

const SIGNED_OUT: SessionState = { customer: null, store: null, operator: null, loading: false };

/** What a stored token says: nobody, one identity, or a token to throw away (and why). */
export type TokenReading =
  | { kind: 'none' }
  | { kind: 'signed-in'; identity: Identity }
  | { kind: 'expired' }
  | { kind: 'invalid'; reason: string };

/**
 * A customer token carries user_id, a store token store_id, an operator token operator_id; none, or
 * more than one, is unusable (as on the server).
 */
function identityOf(claims: TokenClaims): Identity | null {
  const named = [claims.user_id, claims.store_id, claims.operator_id].filter((id) => id !== undefined);
  if (named.length !== 1) return null;
  if (typeof claims.operator_id === 'number') {
    return { kind: 'operator', operator: { operator_id: claims.operator_id, operator_name: String(claims.operator_name ?? '') } };
  }
  if (typeof claims.user_id === 'number') {
    return { kind: 'customer', customer: { user_id: claims.user_id, username: String(claims.username ?? '') } };
  }
  if (typeof claims.store_id === 'number') {
    return { kind: 'store', store: { store_id: claims.store_id, store_name: String(claims.store_name ?? '') } };
  }
  return null;
}

/** The spec's session check on a token (used by the browser's initSession and the shell's server alike). */
export function readToken(token: string | undefined, now = Date.now()): TokenReading {
  if (!token) return { kind: 'none' };
  const claims = decodeToken(token);
  if (claims instanceof Error) return { kind: 'invalid', reason: claims.message };
  const identity = identityOf(claims);
  if (!identity) return { kind: 'invalid', reason: 'not exactly one of user_id, store_id, operator_id' };
  if (isExpired(claims, now)) return { kind: 'expired' };
  return { kind: 'signed-in', identity };
}

/**
 * The session a request's token cookie stands for, decided at once (a server render knows it
 * before the first byte). The signature is the API's to check; the page only shows who it is for.
 */
export function sessionStateFor(token: string | undefined, now = Date.now()): SessionState {
  const reading = readToken(token, now);
  if (reading.kind !== 'signed-in') return SIGNED_OUT;
  const { identity } = reading;
  if (identity.kind === 'customer') return { ...SIGNED_OUT, customer: identity.customer };
  if (identity.kind === 'store') return { ...SIGNED_OUT, store: identity.store };
  return { ...SIGNED_OUT, operator: identity.operator };
}

function sameIdentity(session: SessionState, identity: Identity): boolean {
  if (identity.kind === 'customer') return session.customer?.user_id === identity.customer.user_id;
  if (identity.kind === 'store') return session.store?.store_id === identity.store.store_id;
  return session.operator?.operator_id === identity.operator.operator_id;
}

/** Whether the session already shows `identity` as it is, names included (a renamed store's token differs). */
function showsIdentity(session: SessionState, identity: Identity): boolean {
  if (!sameIdentity(session, identity)) return false;
  if (identity.kind === 'customer') return session.customer?.username === identity.customer.username;
  if (identity.kind === 'store') return session.store?.store_name === identity.store.store_name;
  return session.operator?.operator_name === identity.operator.operator_name;
}

function signIn(identity: Identity): UnknownAction {
  if (identity.kind === 'customer') return customerSignedIn(identity.customer);
  if (identity.kind === 'store') return storeSignedIn(identity.store);
  return operatorSignedIn(identity.operator);
}

/**
 * Reads the stored token: expired → removed, signed out; user_id → customer; store_id → store;
 * operator_id → operator;
 * undecodable → removed, logged to the console, signed out.
 */
export function initSession(): SessionThunk<void> {
  return (dispatch) => {
    dispatch(sessionCheckStarted());
    const reading = readToken(getToken());
    if (reading.kind === 'signed-in') {
      dispatch(signIn(reading.identity));
      return;
    }
    if (reading.kind === 'invalid') console.error('Invalid token', reading.reason);
    if (reading.kind !== 'none') removeToken();
    dispatch(signedOut());
  };
}

/**
 * Stores a token from a login or profile update and sets its one identity (clearing the other).
 * Signing in as someone else drops the previous identity's cached data. Returns false (and signs
 * out) for a token that cannot be used.
 */
export function loginWithToken(token: string): SessionThunk<boolean> {
  return (dispatch, getState) => {
    const claims = decodeToken(token);
    const identity = claims instanceof Error ? null : identityOf(claims);
    if (claims instanceof Error || !identity || isExpired(claims)) {
      console.error('Invalid token', claims instanceof Error ? claims.message : 'missing identity or expired');
      dispatch(logout());
      return false;
    }
    const switching = !sameIdentity(getState().session, identity);
    storeToken(token);
    announceSession({ token });
    if (switching) dispatch(api.util.resetApiState());
    dispatch(signIn(identity));
    return true;
  };
}

/** Removes the token, clears every identity and the api cache, and tells the other tabs. */
export function logout(): SessionThunk<void> {
  return (dispatch) => {
    removeToken();
    announceSession({ token: null });
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };
}

/**
 * Makes this tab's session the one `token` names, after another tab signed in or out (the token
 * cookie is shared, the store is not). Another identity drops the previous one's cached data, as a
 * sign-in here does; a token that cannot be used leaves the tab signed out. Nothing changes while
 * the stored session is still being read (initSession reads the cookie itself).
 */
export function followToken(token: string | undefined): SessionThunk<void> {
  return (dispatch, getState) => {
    const { session } = getState();
    if (session.loading) return;
    const reading = readToken(token);
    if (reading.kind === 'signed-in') {
      const { identity } = reading;
      if (!sameIdentity(session, identity)) dispatch(api.util.resetApiState());
      if (!showsIdentity(session, identity)) dispatch(signIn(identity));
      return;
    }
    if (identityKindOf(session) === null) return;
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };
}
