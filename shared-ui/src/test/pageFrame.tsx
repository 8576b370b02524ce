import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '../lazy/lazyParts';
import { BaseStyles } from './BaseStyles';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import type { ThemeMode } from '../theme/tokens';

function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export interface PageFrameOptions {
  /** Route pattern of the page, e.g. '/store/edit-product/:id'. */
  path: string;
  /** The URL opened (defaults to path), or an entry with history state (what a redirect leaves). */
  url?: string | { pathname: string; state?: unknown };
  mode?: ThemeMode;
}

/**
 * One page as a remote's test renders it: in the theme, a router and beside the toaster. Any other
 * path renders its pathname in `data-testid="location"`, so tests can see where the page navigated.
 * The app puts its store's Provider around it.
 */
export function pageFrame(page: ReactElement, { path, url = path, mode = 'light' }: PageFrameOptions): ReactElement {
  return (
    <ThemeModeProvider initialMode={mode}>
      <BaseStyles />
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<CurrentLocation />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </ThemeModeProvider>
  );
}
