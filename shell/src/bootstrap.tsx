import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, initSession, makeStore } from 'shared-api';
import type { RuntimeConfig } from './app/runtimeConfig';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { StartupError } from './app/StartupError';
import { loadFederatedRoutes } from './features/remotes/federation';
import { prefetchFirstPage } from './features/remotes/firstPage';

/**
 * Start-up order matters: read /config.json, point the API at its URL, register both remotes
 * (before the first render, so there is one share scope), check the stored session, then render.
 */
export async function start(early: Promise<RuntimeConfig>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);

  let config;
  try {
    config = await early;
  } catch (error) {
    console.error('[shell] runtime configuration unavailable', error);
    root.render(<StartupError detail={error instanceof Error ? error.message : String(error)} />);
    return;
  }

  configureApi({ apiUrl: config.apiUrl });
  const store = makeStore();
  store.dispatch(initSession());
  const loadRemoteRoutes = prefetchFirstPage(window.location.pathname, store.dispatch, loadFederatedRoutes);

  // As a transition, React renders the first tree in short slices and yields to the browser between
  // them, instead of one long task that blocks input (Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <BrowserRouter>
            <App loadRemoteRoutes={loadRemoteRoutes} />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
}

