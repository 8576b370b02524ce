/**
 * The frame of a remote running standalone (its own page in development): theme, toasts, router,
 * the theme toggle and the remote's routes. Inside the shell this never renders: the shell provides
 * all of it. Not exported from the package's index (the shell's first load does not need it); it
 * imports the package by name so that, inside a remote, it uses the shared singleton's contexts.
 */
import { StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { EmptyState, LoadingText, Page, ThemeModeProvider, ThemeToggle, Toaster, directionOf, i18n, uiMessages, useTranslation } from 'shared-ui';

export interface StandaloneRoute {
  path: string;
  Component: ComponentType;
}

export interface StandaloneRemoteProps {
  routes: readonly StandaloneRoute[];
  /** Shown on a path the remote has no page for. */
  notFoundTitle: string;
}

function PageLoading() {
  const { t } = useTranslation(uiMessages);
  return <LoadingText>{t('standalone.loadingPage')}</LoadingText>;
}

export function StandaloneRemote({ routes, notFoundTitle }: StandaloneRemoteProps) {
  return (
    <ThemeModeProvider>
      <Toaster />
      <BrowserRouter>
        <Page>
          <ThemeToggle />
          <Suspense fallback={<PageLoading />}>
            <Routes>
              {routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              <Route path="*" element={<EmptyState title={notFoundTitle} />} />
            </Routes>
          </Suspense>
        </Page>
      </BrowserRouter>
    </ThemeModeProvider>
  );
}

export interface MountStandaloneRemoteOptions extends StandaloneRemoteProps {
  /** Wraps the frame in what the remote needs above it, e.g. its store's Provider. */
  wrap?: (frame: ReactNode) => ReactNode;
  /** Where to render (default: the page's #root). */
  container?: HTMLElement | null;
}

/** Renders the standalone frame into the page's #root. */
export function mountStandaloneRemote({ wrap = (frame) => frame, container, ...frame }: MountStandaloneRemoteOptions): void {
  const root = container ?? document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The page's language and direction follow the translations (inside the shell, the shell does this).
  const markLanguage = () => {
    document.documentElement.lang = i18n.language;
    document.documentElement.dir = directionOf(i18n.language);
  };
  markLanguage();
  i18n.subscribe(markLanguage);
  createRoot(root).render(<StrictMode>{wrap(<StandaloneRemote {...frame} />)}</StrictMode>);
}
