import { AppFrame } from '../features/layout/components/AppFrame';
import { RemoteRegistryProvider } from '../features/remotes/components/RemoteRegistryContext';
import type { RemoteRegistry } from '../features/remotes/registry';
import { AppRoutes } from './AppRoutes';

/** The site inside its providers and router: the frame around the routed page. */
export function App({ registry }: { registry: RemoteRegistry }) {
  return (
    <RemoteRegistryProvider registry={registry}>
      <AppFrame>
        <AppRoutes />
      </AppFrame>
    </RemoteRegistryProvider>
  );
}
