import { useEffect } from 'react';
import { AppFrame } from '../features/layout';
import { RemoteRegistryProvider, SitePagesProvider } from '../features/remote-pages';
import type { RemoteRegistry } from '../features/remotes';
import type { SitePages } from '../features/routing';
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

/** The site inside its providers and router: the frame around the routed page, both drawn from the remotes' page descriptions. */
export function App({ registry, pages }: { registry: RemoteRegistry; pages: SitePages }) {
  useMarkAppReady();
  return (
    <RemoteRegistryProvider registry={registry}>
      <SitePagesProvider pages={pages}>
        <AppFrame>
          <AppRoutes />
        </AppFrame>
      </SitePagesProvider>
    </RemoteRegistryProvider>
  );
}
