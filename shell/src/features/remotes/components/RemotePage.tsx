import { use } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../../not-found/components/NotFoundPage';
import type { RemoteName } from '../remoteNames';
import { useRemoteRoutesRegistry } from './RemoteRoutesProvider';

/**
 * Renders the page a remote provides for the current route. `pattern` is the shell's route path;
 * the remote's route with the same path wins, else the first whose path matches the URL.
 * Suspends while the remote's routes load; a failed load throws to the remote's boundary.
 */
export function RemotePage({ remote, pattern }: { remote: RemoteName; pattern: string }) {
  const routes = use(useRemoteRoutesRegistry().routesOf(remote));
  const { pathname } = useLocation();
  const route =
    routes.find((candidate) => candidate.path === pattern) ??
    routes.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
  if (!route) return <NotFoundPage />;
  const { Component } = route;
  return <Component />;
}
