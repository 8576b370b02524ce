import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingText, useTranslation } from 'shared-ui';
import { NotFoundPage } from '../../not-found';
import { remotePageFor } from '../../routing';
import { useHydrated } from '../hooks/useHydrated';
import { MarkAppReady } from '../appReady';
import type { RemoteName } from '../../remotes';
import { remotePagesMessages } from '../messages';
import { useRemoteRegistry } from './RemoteRegistryContext';

interface RemotePageProps {
  remote: RemoteName;
  /** The shell's route path; the remote's route with the same path wins, else the first that matches. */
  pattern: string;
  /** The shell's server may render this route (public pages of a remote with a server build). */
  serverRendered: boolean;
}

/**
 * "Loading page...": where the browser will render the page (server-rendered frame, page left to
 * the browser) and while a remote's code arrives (RemoteBoundary).
 */
export function PageInBrowser() {
  const { t } = useTranslation(remotePagesMessages);
  return <LoadingText>{t('loadingPage')}</LoadingText>;
}

/**
 * Renders the page a remote provides for the current route. Suspends while the remote's routes
 * load; a failed load throws to the remote's boundary. A page the server does not render (private
 * pages, the seller's, forms) shows a placeholder in the server's HTML and while hydrating, and
 * renders right after. The page marks the app ready once it has committed (appReady.ts).
 */
export function RemotePage(props: RemotePageProps) {
  return props.serverRendered ? <LoadedPage {...props} /> : <PageAfterHydration {...props} />;
}

/**
 * Only pages the server leaves to the browser wait for hydration's end: `useHydrated` re-renders
 * once hydrated, and a server-rendered page must not re-render (with its parts still dehydrated,
 * React would drop their server HTML).
 */
function PageAfterHydration(props: RemotePageProps) {
  const hydrated = useHydrated();
  return hydrated ? <LoadedPage {...props} /> : <PageInBrowser />;
}

function LoadedPage({ remote, pattern }: RemotePageProps) {
  const registry = useRemoteRegistry();
  const { pathname } = useLocation();
  const routes = use(registry.routesOf(remote));
  const page = remotePageFor(routes, pattern, pathname);
  // MarkAppReady commits with the page: only then has a server-rendered page hydrated (App).
  if (!page) {
    return (
      <>
        <NotFoundPage />
        <MarkAppReady />
      </>
    );
  }
  const { Component } = page.route;
  return (
    <>
      <Component />
      <MarkAppReady />
    </>
  );
}
