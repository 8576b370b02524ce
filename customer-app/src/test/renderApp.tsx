/**
 * Renders the customer remote's real routes (lazy pages included) the way the shell does: one
 * store, theme, toasts and a router, at a given URL and as a guest or a signed-in identity.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { loginWithToken, logout, makeStore, shipToChosen } from 'shared-api';
import { resetToasts, ThemeModeProvider, Toaster } from 'shared-ui';
import routes from '../routes';

/** Pages of the shell and the seller remote the customer pages link to: shown as their name. */
const foreignPages: RouteObject[] = ['/store/login', '/store/register'].map((path) => ({
  path,
  element: <p>Page {path}</p>,
}));

export interface RenderAppOptions {
  /** A token to sign in with (customerToken()/storeToken() from shared-api/testing); guest without. */
  token?: string;
  /** The shopper's ship-to country chosen in the frame (none without). */
  shipTo?: string;
}

export function renderApp(url: string, { token, shipTo }: RenderAppOptions = {}) {
  resetToasts();
  const store = makeStore();
  if (shipTo) store.dispatch(shipToChosen(shipTo));
  if (token) store.dispatch(loginWithToken(token));
  else store.dispatch(logout());

  const router = createMemoryRouter(
    [
      ...routes.map(({ path, Component }) => ({ path, element: <Component /> })),
      ...foreignPages,
      { path: '*', element: <p>404 - Page Not Found</p> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <ThemeModeProvider initialMode="light">
        <Toaster />
        <Suspense fallback={<p>Loading page...</p>}>
          <RouterProvider router={router} />
        </Suspense>
      </ThemeModeProvider>
    </Provider>,
  );
  /** The current path + query string (to check navigation). */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, user, store, router, location };
}
