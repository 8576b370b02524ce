import { useSelector } from 'react-redux';
import type { SessionState } from './sessionSlice';

/**
 * The kinds of identity a token can name. The shell's guards and menus compare them, as data, with
 * what the remotes' page descriptions say (a page's `access`, a menu entry's `identity`).
 */
export type IdentityKind = 'customer' | 'store' | 'operator';

/** The signed-in identity's kind, or null for nobody (also while the session is being checked). */
export function identityKindOf(session: SessionState): IdentityKind | null {
  if (session.customer) return 'customer';
  if (session.store) return 'store';
  if (session.operator) return 'operator';
  return null;
}

/**
 * Whether the API keeps notifications for this identity: a customer's and a store's, not the
 * operator's (GET /api/notifications answers an operator 403).
 */
export const receivesNotifications = (kind: IdentityKind | 'guest' | null): boolean => kind === 'customer' || kind === 'store';

export const selectIdentityKind = (state: { session: SessionState }): IdentityKind | null => identityKindOf(state.session);

/** The one hook the shell's guards and menus read who is signed in with. */
export function useIdentityKind(): IdentityKind | null {
  return useSelector(selectIdentityKind);
}
