import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { loginWithToken, makeStore, type AppStore } from 'shared-api';
import { SITE_NAME } from 'shared-api/remote-routes';
import type { ThemeMode } from 'shared-ui';
import { pageFrame } from 'shared-ui/testing';

export const STORE_SESSION = { store_id: 7, store_name: 'acme' } as const;

/** An unsigned JWT with the given claims (the browser only decodes tokens, it never verifies them). */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.signature`;
}

interface RenderPageOptions {
  /** Route pattern of the page, e.g. '/store/edit-product/:id'. */
  path: string;
  /** The URL opened, e.g. '/store/edit-product/5' (defaults to path). */
  url?: string;
  /** Sign in as this store first (default: the test store); null for a guest. */
  session?: { store_id: number; store_name: string } | null;
  mode?: ThemeMode;
}

/**
 * Renders one page inside the app's providers: its store, and shared-ui's page frame (theme, toaster,
 * router; any other path renders its pathname in `data-testid="location"`).
 */
export function renderPage(page: ReactElement, { path, url = path, session = STORE_SESSION, mode = 'light' }: RenderPageOptions) {
  // As the shell does on each navigation: a page's tab title is its own, never an earlier test's.
  document.title = SITE_NAME;
  const store: AppStore = makeStore();
  if (session) store.dispatch(loginWithToken(fakeToken(session)));
  // applyAccept off: a person can still pick "All files" in the dialog, so the page must refuse them.
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const result = render(<Provider store={store}>{pageFrame(page, { path, url, mode })}</Provider>);
  return { ...result, user, store };
}

/** A small PNG-typed file for upload inputs. */
export function imageFile(name = 'picture.png', type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
}
