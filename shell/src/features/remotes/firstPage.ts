import { matchPath } from 'react-router-dom';
import type { AppDispatch, RemoteRoute } from 'shared-api';
import { shellRouteFor } from './federation';
import type { RemoteRoutesLoader } from './remoteRoutes';

/** The remote's route for `pathname`: the one with the shell route's own path, else the first match (as RemotePage). */
function routeFor(routes: RemoteRoute[], pattern: string, pathname: string) {
  for (const route of [...routes.filter((r) => r.path === pattern), ...routes]) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

/**
 * Loads the routes of the page the visitor opened with, and as soon as they arrive starts that
 * page's first data request (RemoteRoute.prefetch, public pages only) into the store, so it runs
 * while React renders instead of after. Returns the loader for <App>: its first call for that
 * remote reuses this load, later calls (Retry) load afresh.
 */
export function prefetchFirstPage(pathname: string, dispatch: AppDispatch, load: RemoteRoutesLoader): RemoteRoutesLoader {
  const shellRoute = shellRouteFor(pathname);
  if (!shellRoute || shellRoute.access !== 'public') return load;
  const { remote, path: pattern } = shellRoute;
  let first: Promise<RemoteRoute[]> | undefined = load(remote);
  first
    .then((routes) => {
      const found = routeFor(routes, pattern, pathname);
      found?.route.prefetch?.(found.params, dispatch);
    })
    .catch(() => undefined); // the remote's boundary reports it when the page renders
  return (name) => {
    if (name === remote && first) {
      const routes = first;
      first = undefined;
      return routes;
    }
    return load(name);
  };
}
