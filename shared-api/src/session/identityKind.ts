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

export const selectIdentityKind = (state: { session: SessionState }): IdentityKind | null => identityKindOf(state.session);

/** The one hook the shell's guards and menus read who is signed in with. */
export function useIdentityKind(): IdentityKind | null {
  return useSelector(selectIdentityKind);
}
