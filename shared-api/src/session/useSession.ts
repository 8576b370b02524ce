import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { SessionState, SessionStore, SessionUser } from './sessionSlice';

export interface Session {
  user: SessionUser | null;
  store: SessionStore | null;
  isAuthenticated: boolean;
  isUser: boolean;
  isStore: boolean;
  loading: boolean;
}

export function useSession(): Session {
  const user = useSelector((state: { session: SessionState }) => state.session.user);
  const store = useSelector((state: { session: SessionState }) => state.session.store);
  const loading = useSelector((state: { session: SessionState }) => state.session.loading);
  return useMemo(
    () => ({ user, store, loading, isUser: !!user, isStore: !!store, isAuthenticated: !!user || !!store }),
    [user, store, loading],
  );
}
