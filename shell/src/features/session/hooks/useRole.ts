import { useIdentityKind, type IdentityKind } from 'shared-api';

/** The visitor as the frame's menus see them: a guest, or the kind of identity signed in. */
export type Role = 'guest' | IdentityKind;

export function useRole(): Role {
  return useIdentityKind() ?? 'guest';
}
