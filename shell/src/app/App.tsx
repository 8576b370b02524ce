import { useEffect } from 'react';
import { AppFrame } from '../features/layout';
import { markAppReady, RemoteRegistryProvider, SitePagesProvider } from '../features/remote-pages';
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
 * `hydrating` comes from the bootstrap, not from a hook that re-renders the app once hydrated:
 * an urgent re-render above a boundary still waiting for its code makes React drop that
 * boundary's server HTML and render it afresh (a flash of "Loading page...", a lost click).
 */
function useMarkSiteReady(pages: SitePages, hydrating: boolean): void {
  useEffect(() => {
    if (hydrating && shellRouteFor(pages, window.location.pathname)?.route.serverRendered === true) return;
    markAppReady();
  }, [hydrating, pages]);
}

/** The site inside its providers and router: the frame around the routed page, both drawn from the remotes' page descriptions. */
interface AppProps {
  registry: RemoteRegistry;
  pages: SitePages;
  /** The browser is hydrating the server's HTML (false when it renders alone, and on the server). */
  hydrating?: boolean;
}

export function App({ registry, pages, hydrating = false }: AppProps) {
  useMarkSiteReady(pages, hydrating);
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
