import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from 'shared-api';
import { SessionCheck } from '../../session';
import { signInPathFor, type Access } from '../../routing';

/**
 * Renders `children` only for the identity the route is for: customer-only routes send others to
 * /login, store-only routes to /store/login (so a customer session never opens a store page, and the
 * reverse). Nothing of the remote is loaded before this check passes.
 */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (access === 'public') return children;
  if (session.loading) return <SessionCheck />;
  const allowed = access === 'customer' ? session.isCustomer : session.isStore;
  if (!allowed) return <Navigate to={signInPathFor[access]} replace state={{ from: location }} />;
  return children;
}
