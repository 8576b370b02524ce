import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi, followSessionAcrossTabs, hydrateApiState, initSession, makeStore, type AppDispatch } from 'shared-api';
import { uiMessages } from 'shared-ui';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import type { ServerPageData } from './app/pageData';
import type { EarlyStart } from './app/startEarly';
import { reportStartFailure } from './app/startFailure';
import type { LazyPage } from 'shared-api/remote-routes';
import { loadFederatedRoutes, remoteBuild, RemoteRegistry } from './features/remotes';
import { layoutMessages } from './features/layout';
import { LanguageRouter, preferencesMessages, startLanguage, startPreferences } from './features/preferences';
import { appMessages } from './app/messages';
import { tellSessionEnded } from './features/session';
import { nextTask } from './app/evaluateInStages';
import { pathLanguage, remotePageFor, shellRouteFor, type SitePages } from './features/routing';

/**
 * Starts the page's first data request and code download (its route's prefetch) as soon as its
 * remote's routes arrive, instead of after React has rendered. A server-rendered page has its data
 * in the store already (asking again could change what hydration meets, e.g. a product the server
 * found missing would be loading again): only its code is fetched.
 */
function prefetchFirstPage(site: SitePages, registry: RemoteRegistry, dispatch: AppDispatch, serverRendered: boolean): void {
  const match = shellRouteFor(site, window.location.pathname);
  if (!match || match.route.access !== 'public') return;
  const { remote, path } = match.route;
  registry
    .routesOf(remote)
    .then((routes) => {
      const page = remotePageFor(routes, path, pathLanguage(window.location.pathname).path);
      if (!page) return undefined;
      if (serverRendered && match.route.serverRendered) return (page.route.Component as Partial<LazyPage>).preload?.();
      return page.route.prefetch?.({ params: page.params, search: new URLSearchParams(window.location.search), dispatch });
    })
    .catch(() => undefined); // the remote's boundary reports it when the page renders
}

/**
 * Whether the browser loads the same remote builds the server rendered with. The configuration in
 * the page pins a remote's URL, but a remote whose files were replaced in place at that URL is a
 * different build: its pages are rendered afresh rather than hydrated against other markup.
 */
async function sameBuilds(serverPage: ServerPageData): Promise<boolean> {
  for (const [remote, build] of Object.entries(serverPage.builds) as [keyof ServerPageData['builds'], string][]) {
    const loaded = await remoteBuild(remote);
    if (loaded !== undefined && loaded !== build) {
      console.info(`[shell] the ${remote} remote was redeployed since this page was rendered (${build} → ${loaded}): rendering it afresh`);
      return false;
    }
  }
  return true;
}

/** The namespaces of what every page shows around its content. */
const FRAME_NAMESPACES = [layoutMessages, preferencesMessages, uiMessages];

/**
 * Start-up order matters: the runtime configuration (in the server's page data, else
 * /config.json, with the remotes' page descriptions), the API's URL, every remote registered (before the first render, so there is one
 * share scope), the store (with the server's data), the stored session, then hydrate the server's
 * HTML (or render, when the server left the page to the browser).
 */
export async function start(early: Promise<EarlyStart>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  let started: EarlyStart;
  try {
    started = await early;
  } catch (error) {
    console.error('[shell] runtime configuration unavailable', error);
    // Its own chunk (only this failure needs it); if even that cannot be downloaded, a plain message.
    const detail = error instanceof Error ? error.message : String(error);
    await import(/* webpackChunkName: "startup-error" */ './app/StartupError')
      .then(async ({ StartupError }) => {
        await startLanguage(undefined, [appMessages]).catch(() => undefined); // English if even the messages fail
        createRoot(container).render(<StartupError detail={detail} />);
      })
      .catch(reportStartFailure);
    return;
  }
  const { config, serverPage, site } = started;
  // Bootstrap's evaluation, the store with the server's data, the session with the preferences and
  // the first page's prefetch, then the page's language and hydration's start, each in a task of
  // its own: they were one task.
  await nextTask();

  configureApi({ apiUrl: config.apiUrl });
  const store = makeStore({ onSessionEnded: (refusal) => void tellSessionEnded(refusal) });
  if (serverPage) store.dispatch(hydrateApiState(serverPage.state));

  await nextTask();
  store.dispatch(initSession());
  // The token cookie is every tab's: this tab follows another's sign-in or sign-out.
  followSessionAcrossTabs(store);
  startPreferences(store.dispatch);
  const registry = new RemoteRegistry(loadFederatedRoutes);
  prefetchFirstPage(site, registry, store.dispatch, serverPage !== undefined);

  await nextTask();
  // The page's messages are there before React renders: hydration meets the server's text. The
  // frame's (header, footer, preferences button, theme toggle) too when the browser renders alone.
  await startLanguage(serverPage?.i18n, FRAME_NAMESPACES);
  const hydrate = serverPage !== undefined && (await sameBuilds(serverPage));
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <LanguageRouter>
          <App registry={registry} pages={site} hydrating={hydrate} />
        </LanguageRouter>
      </AppProviders>
    </StrictMode>
  );
  // As a transition, React renders (or hydrates) in short slices and yields to the browser between
  // them, instead of one long task that blocks input (Lighthouse's total blocking time).
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
