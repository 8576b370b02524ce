import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useIdentityKind, useSession } from 'shared-api';
import { useSitePages } from '../../remote-pages';
import { SessionCheck } from '../../session';

/**
 * Renders `children` only for the identity kind the route is for (`access`, from the owning
 * remote's page description); anyone else is sent to that kind's sign-in page (from the remote that
 * introduces the kind), so a customer session never opens a store page, and the reverse. Nothing
 * of the remote is loaded before this check passes.
 */
export function RequireAccess({ access, children }: { access: string; children: ReactNode }) {
  const { loading } = useSession();
  const kind = useIdentityKind();
  const { signInPaths } = useSitePages();
  const location = useLocation();
  if (access === 'public') return children;
  if (loading) return <SessionCheck />;
  if (kind !== access) return <Navigate to={signInPaths[access] ?? '/'} replace state={{ from: location }} />;
  return children;
}
