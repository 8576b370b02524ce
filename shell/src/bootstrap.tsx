import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, initSession, makeStore } from 'shared-api';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { fetchRuntimeConfig } from './app/runtimeConfig';
import { StartupError } from './app/StartupError';
import { initFederation, loadFederatedRoutes, preloadRemoteRoutes, remoteForPath } from './features/remotes/federation';

/** Opens connections to an origin early: one for fetch (CORS) and one for images. */
function preconnect(url: string): void {
  const { origin } = new URL(url, window.location.href);
  if (origin === window.location.origin) return;
  for (const crossOrigin of ['anonymous', null]) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    if (crossOrigin) link.crossOrigin = crossOrigin;
    document.head.append(link);
  }
}

/**
 * Start-up order matters: read /config.json, point the API at its URL, register both remotes
 * (before the first render, so there is one share scope), check the stored session, then render.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);

  let config;
  try {
    config = await fetchRuntimeConfig();
  } catch (error) {
    console.error('[shell] runtime configuration unavailable', error);
    root.render(<StartupError detail={error instanceof Error ? error.message : String(error)} />);
    return;
  }

  configureApi({ apiUrl: config.apiUrl });
  initFederation(config.remotes);
  // The page's remote and the API (its data and pictures) are what the first paint waits for:
  // start on them now rather than when the page renders.
  const remote = remoteForPath(window.location.pathname);
  if (remote) preloadRemoteRoutes(remote);
  preconnect(config.apiUrl);
  const store = makeStore();
  store.dispatch(initSession());

  root.render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <App loadRemoteRoutes={loadFederatedRoutes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
