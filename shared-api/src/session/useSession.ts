import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { SessionState, SessionStore, SessionCustomer } from './sessionSlice';

export interface Session {
  customer: SessionCustomer | null;
  store: SessionStore | null;
  isAuthenticated: boolean;
  isCustomer: boolean;
  isStore: boolean;
  loading: boolean;
}

export function useSession(): Session {
  const customer = useSelector((state: { session: SessionState }) => state.session.customer);
  const store = useSelector((state: { session: SessionState }) => state.session.store);
  const loading = useSelector((state: { session: SessionState }) => state.session.loading);
  return useMemo(
    () => ({ customer, store, loading, isCustomer: !!customer, isStore: !!store, isAuthenticated: !!customer || !!store }),
    [customer, store, loading],
  );
}
