import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { SessionState, SessionStore, SessionCustomer, SessionOperator } from './sessionSlice';

export interface Session {
  customer: SessionCustomer | null;
  store: SessionStore | null;
  operator: SessionOperator | null;
  isAuthenticated: boolean;
  isCustomer: boolean;
  isStore: boolean;
  isOperator: boolean;
  loading: boolean;
}

export function useSession(): Session {
  const customer = useSelector((state: { session: SessionState }) => state.session.customer);
  const store = useSelector((state: { session: SessionState }) => state.session.store);
  const operator = useSelector((state: { session: SessionState }) => state.session.operator);
  const loading = useSelector((state: { session: SessionState }) => state.session.loading);
  return useMemo(
    () => ({
      customer,
      store,
      operator,
      loading,
      isCustomer: !!customer,
      isStore: !!store,
      isOperator: !!operator,
      isAuthenticated: !!customer || !!store || !!operator,
    }),
    [customer, store, operator, loading],
  );
}
