import { useSession } from 'shared-api';

/** Who is signed in, as the frame's menus see it. */
export type Identity = 'guest' | 'customer' | 'store';

export function useIdentity(): Identity {
  const { isUser, isStore } = useSession();
  if (isUser) return 'customer';
  if (isStore) return 'store';
  return 'guest';
}
