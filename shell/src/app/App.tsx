import { useEffect } from 'react';
import { AppFrame } from '../features/layout';
import { RemoteRegistryProvider } from '../features/remote-pages';
import type { RemoteRegistry } from '../features/remotes';
import { AppRoutes } from './AppRoutes';

/**
 * Marks <html data-app-ready> once the app has hydrated (or rendered) in the browser: from then on
 * its buttons answer. Until then a server-rendered page is readable and its links work as plain
 * links. Browser tests wait for it before they click.
 */
export function useMarkAppReady(): void {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}

/** The site inside its providers and router: the frame around the routed page. */
export function App({ registry }: { registry: RemoteRegistry }) {
  useMarkAppReady();
  return (
    <RemoteRegistryProvider registry={registry}>
      <AppFrame>
        <AppRoutes />
      </AppFrame>
    </RemoteRegistryProvider>
  );
}
