import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { configureApi, initSession, makeStore } from 'shared-api';
import { EmptyState, GlobalStyle, LoadingText, Page, ThemeModeProvider, ThemeToggle, Toaster } from 'shared-ui';
import routes from './routes';

/**
 * Standalone mount (`npm run dev -w customer-app`): this remote's pages with providers of its own.
 * Inside the shell this file never runs: the shell provides the store, theme, toasts and router.
 */
async function readApiUrl(): Promise<string | undefined> {
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    if (!response.ok) return undefined;
    const config = (await response.json()) as { apiUrl?: unknown };
    return typeof config.apiUrl === 'string' ? config.apiUrl : undefined;
  } catch {
    return undefined;
  }
}

async function start(): Promise<void> {
  configureApi({ apiUrl: await readApiUrl() });
  const store = makeStore();
  store.dispatch(initSession());

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeModeProvider>
          <GlobalStyle />
          <Toaster />
          <BrowserRouter>
            <Page>
              <ThemeToggle />
              <Suspense fallback={<LoadingText>Loading page...</LoadingText>}>
                <Routes>
                  {routes.map(({ path, Component }) => (
                    <Route key={path} path={path} element={<Component />} />
                  ))}
                  <Route path="*" element={<EmptyState title="This page is not part of the customer app." />} />
                </Routes>
              </Suspense>
            </Page>
          </BrowserRouter>
        </ThemeModeProvider>
      </Provider>
    </StrictMode>,
  );
}

void start();
