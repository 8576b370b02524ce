/** Who is signed in: a customer (user), a store, or nobody; `loading` while the token is read. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionUser {
  user_id: number;
  username: string;
}

export interface SessionStore {
  store_id: number;
  store_name: string;
}

export interface SessionState {
  user: SessionUser | null;
  store: SessionStore | null;
  /** True until the stored token has been read (initSession). */
  loading: boolean;
}

export const initialSessionState: SessionState = { user: null, store: null, loading: true };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionCheckStarted(state) {
      state.loading = true;
    },
    /** One identity at a time: setting one clears the other. */
    userSignedIn(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.store = null;
      state.loading = false;
    },
    storeSignedIn(state, action: PayloadAction<SessionStore>) {
      state.store = action.payload;
      state.user = null;
      state.loading = false;
    },
    signedOut(state) {
      state.user = null;
      state.store = null;
      state.loading = false;
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    selectSessionStore: (state) => state.store,
    selectSessionLoading: (state) => state.loading,
  },
});

export const { sessionCheckStarted, userSignedIn, storeSignedIn, signedOut } = sessionSlice.actions;
export const { selectSessionUser, selectSessionStore, selectSessionLoading } = sessionSlice.selectors;
