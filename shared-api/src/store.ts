/** The store: the api slice, the session and the shopper's preferences. One per page in the browser, one per request on the server. */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from './api';
import { preferencesSlice } from './preferences/preferencesSlice';
import { sessionSlice } from './session/sessionSlice';
import { getToken } from './session/token';
import { sessionRefusalMiddleware, type SessionRefusal } from './session/followSession';

export const rootReducer = combineSlices(api, sessionSlice, preferencesSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** What the api slice's requests learn from the store they run in (the thunk's extra argument). */
export interface StoreExtra {
  /** The sign-in token sent as `Authorization: Bearer`, if any. */
  getToken: () => string | undefined;
}

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /**
   * Where requests find the sign-in token: the `token` cookie in the browser (default); on the
   * server, the cookie of the request being rendered, so two visitors' renders never mix sessions.
   */
  getToken?: () => string | undefined;
  /**
   * In the browser: a call refused because the tab's token is dead (expired, revoked, its store
   * suspended) signs the visitor out everywhere, and this is told the API's answer, to say why.
   */
  onSessionEnded?: (refusal: SessionRefusal) => void;
}

export function makeStore({ preloadedState, getToken: tokenSource = getToken, onSessionEnded }: StoreOptions = {}) {
  const extra: StoreExtra = { getToken: tokenSource };
  const sessionMiddleware = onSessionEnded ? [sessionRefusalMiddleware(onSessionEnded)] : [];
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The development-only invariant checks warn when slow; a busy CI machine is slow, not wrong.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra }, immutableCheck: { warnAfter: 256 }, serializableCheck: { warnAfter: 256 } }).concat(
        api.middleware,
        ...sessionMiddleware,
      ),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
