import { useSession } from 'shared-api';

/** The visitor's role (docs/product-spec.md, 6: guest, customer or store), as the frame's menus see it. */
export type Role = 'guest' | 'customer' | 'store';

export function useRole(): Role {
  const { isCustomer, isStore } = useSession();
  if (isCustomer) return 'customer';
  if (isStore) return 'store';
  return 'guest';
}
