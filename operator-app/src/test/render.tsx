import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { loginWithToken, makeStore, sessionSlice, type AppStore } from 'shared-api';
import { customerToken, operatorToken, storeToken } from 'shared-api/testing';
import { GlobalStyle, ThemeModeProvider, Toaster, type ThemeMode } from 'shared-ui';

export const OPERATOR_SESSION = { operator_id: 1, operator_name: 'ops-ana' } as const;

function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Who the page is opened by: the test operator (default), a store, a customer, or nobody. */
export type Visitor = 'operator' | 'store' | 'customer' | 'guest';

const tokenOf: Record<Exclude<Visitor, 'guest'>, () => string> = {
  operator: () => operatorToken(OPERATOR_SESSION.operator_id, OPERATOR_SESSION.operator_name),
  store: () => storeToken(),
  customer: () => customerToken(),
};

interface RenderPageOptions {
  /** Route pattern of the page, e.g. '/operator/reports'. */
  path: string;
  /** The URL opened (defaults to path), or an entry with history state (what a redirect leaves). */
  url?: string | { pathname: string; state?: unknown };
  as?: Visitor;
  mode?: ThemeMode;
}

/**
 * Renders one page inside the app's providers (store, theme, toaster, router). Any other path
 * renders its pathname in `data-testid="location"`, so tests can see where the page navigated.
 */
export function renderPage(page: ReactElement, { path, url = path, as = 'operator', mode = 'light' }: RenderPageOptions) {
  const store: AppStore = makeStore();
  if (as !== 'guest') store.dispatch(loginWithToken(tokenOf[as]()));
  else store.dispatch(sessionSlice.actions.signedOut());
  const user = userEvent.setup({ delay: null });
  const result = render(
    <Provider store={store}>
      <ThemeModeProvider initialMode={mode}>
        <GlobalStyle />
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<CurrentLocation />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </ThemeModeProvider>
    </Provider>,
  );
  return { ...result, user, store };
}
