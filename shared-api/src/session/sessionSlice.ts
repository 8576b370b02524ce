/**
 * Who is signed in: a customer, a store, an operator (the marketplace's own staff), or nobody;
 * `loading` while the token is read. (The spec
 * calls the customer "user" here: docs/naming.md says why the code says customer.)
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionCustomer {
  user_id: number;
  username: string;
}

export interface SessionStore {
  store_id: number;
  store_name: string;
}

/** The marketplace's operator (issue "Trust and the operator"): token claims operator_id, operator_name. */
export interface SessionOperator {
  operator_id: number;
  operator_name: string;
}

export interface SessionState {
  customer: SessionCustomer | null;
  store: SessionStore | null;
  operator: SessionOperator | null;
  /** True until the stored token has been read (initSession). */
  loading: boolean;
}

export const initialSessionState: SessionState = { customer: null, store: null, operator: null, loading: true };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionCheckStarted(state) {
      state.loading = true;
    },
    /** One identity at a time: setting one clears the others. */
    customerSignedIn(state, action: PayloadAction<SessionCustomer>) {
      Object.assign(state, { customer: action.payload, store: null, operator: null, loading: false });
    },
    storeSignedIn(state, action: PayloadAction<SessionStore>) {
      Object.assign(state, { customer: null, store: action.payload, operator: null, loading: false });
    },
    operatorSignedIn(state, action: PayloadAction<SessionOperator>) {
      Object.assign(state, { customer: null, store: null, operator: action.payload, loading: false });
    },
    signedOut(state) {
      Object.assign(state, { customer: null, store: null, operator: null, loading: false });
    },
  },
});

export const { sessionCheckStarted, customerSignedIn, storeSignedIn, operatorSignedIn, signedOut } = sessionSlice.actions;
