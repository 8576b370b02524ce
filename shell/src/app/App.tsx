import { useEffect, useState } from 'react';
import { AppFrame } from '../features/layout';
import { markAppReady, RemoteRegistryProvider, SitePagesProvider, useHydrated } from '../features/remote-pages';
import type { RemoteRegistry } from '../features/remotes';
import { shellRouteFor, type SitePages } from '../features/routing';
import { AppRoutes } from './AppRoutes';

/**
 * Marks <html data-app-ready> once the app has rendered in the browser: from then on its buttons
 * answer. Until then a server-rendered page is readable and its links work as plain links. Browser
 * tests wait for it before they click.
 */
export function useMarkAppReady(): void {
  useEffect(markAppReady, []);
}

/**
 * The same for the site, except while it hydrates a server-rendered remote page: the app commits
 * before that page (its Suspense boundary stays server HTML, without handlers, until the remote's
 * code has arrived), so the page marks it itself when it has hydrated (remote-pages' MarkAppReady).
 */
function useMarkSiteReady(pages: SitePages): void {
  const hydrated = useHydrated();
  // False from the second render on: only the first render of a hydration counts.
  const [hydrating] = useState(!hydrated);
  useEffect(() => {
    if (hydrating && shellRouteFor(pages, window.location.pathname)?.route.serverRendered === true) return;
    markAppReady();
  }, [hydrating, pages]);
}

/** The site inside its providers and router: the frame around the routed page, both drawn from the remotes' page descriptions. */
export function App({ registry, pages }: { registry: RemoteRegistry; pages: SitePages }) {
  useMarkSiteReady(pages);
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
