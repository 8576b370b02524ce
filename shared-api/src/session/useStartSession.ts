import { useCallback } from 'react';
import { useAppDispatch } from '../store';
import { loginWithToken } from './thunks';

/**
 * For a login page: makes a login answer's token the session. Throws when the token cannot be
 * used, so the page reports a failed login instead of a signed-out success.
 */
export function useStartSession() {
  const dispatch = useAppDispatch();
  return useCallback(
    ({ token }: { token: string }) => {
      if (!dispatch(loginWithToken(token))) throw new Error('unusable token');
    },
    [dispatch],
  );
}
