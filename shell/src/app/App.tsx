import { AppFrame } from '../features/layout/components/AppFrame';
import { RemoteRoutesProvider } from '../features/remotes/components/RemoteRoutesProvider';
import type { RemoteRoutesLoader } from '../features/remotes/remoteRoutes';
import { AppRoutes } from './AppRoutes';

/** The site inside its providers and router: the frame around the routed page. */
export function App({ loadRemoteRoutes }: { loadRemoteRoutes: RemoteRoutesLoader }) {
  return (
    <RemoteRoutesProvider load={loadRemoteRoutes}>
      <AppFrame>
        <AppRoutes />
      </AppFrame>
    </RemoteRoutesProvider>
  );
}
