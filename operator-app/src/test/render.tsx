import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { loginWithToken, makeStore, sessionSlice, type AppStore } from 'shared-api';
import { customerToken, operatorToken, storeToken } from 'shared-api/testing';
import type { ThemeMode } from 'shared-ui';
import { pageFrame } from 'shared-ui/testing';

export const OPERATOR_SESSION = { operator_id: 1, operator_name: 'ops-ana' } as const;

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
 * Renders one page inside the app's providers: its store, and shared-ui's page frame (theme, toaster,
 * router; any other path renders its pathname in `data-testid="location"`).
 */
export function renderPage(page: ReactElement, { path, url = path, as = 'operator', mode = 'light' }: RenderPageOptions) {
  const store: AppStore = makeStore();
  if (as !== 'guest') store.dispatch(loginWithToken(tokenOf[as]()));
  else store.dispatch(sessionSlice.actions.signedOut());
  const user = userEvent.setup({ delay: null });
  const result = render(<Provider store={store}>{pageFrame(page, { path, url, mode })}</Provider>);
  return { ...result, user, store };
}
