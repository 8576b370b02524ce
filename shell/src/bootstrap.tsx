import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi, initSession, makeStore } from 'shared-api';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { fetchRuntimeConfig } from './app/runtimeConfig';
import { StartupError } from './app/StartupError';
import { initFederation, loadFederatedRoutes } from './features/remotes/federation';

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
