import { act, configure, getConfig, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { MemoryRouter, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { configureApi, initSession, makeStore } from 'shared-api';
import type { RemoteRoute } from 'shared-api/remote-routes';
import { App } from '../app/App';
import { AppProviders } from '../app/AppProviders';
import { LanguageRouter, type RouterHistory } from '../features/preferences';
import { type RemoteName, RemoteRegistry, type RemoteRoutesLoader } from '../features/remotes';
import type { SitePages } from '../features/routing';
import { API_URL } from './server';
import { testSite } from './sitePages';
import { customerToken, operatorToken, setTokenCookie, storeToken } from './tokens';

/** Headings the fake remotes show for each path, so a test can see which page is on screen. */
export const fakePages: Record<RemoteName, Record<string, string>> = {
  customer: {
    '/': 'Home page',
    '/login': 'Customer login page',
    '/register': 'Customer sign-up page',
    '/shop': 'Shop page',
    '/product/:id': 'Product page',
    '/store/:storeName': 'Public store page',
    '/cart': 'Cart page',
    '/profile': 'Customer profile page',
    '/inbox': 'Customer inbox page',
    '/chat/:storeName': 'Customer chat page',
    '/orders': 'Customer orders page',
  },
  seller: {
    '/store/register': 'Store sign-up page',
    '/store/login': 'Store login page',
    '/store/profile': 'Store dashboard page',
    '/store/add-product': 'Add product page',
    '/store/edit-product/:id': 'Edit product page',
    '/store/orders': 'Store orders page',
    '/store/inbox': 'Store inbox page',
    '/store/chat/:username': 'Store chat page',
  },
};

/** A remote's routes as its `./routes` module would export them (each page a lazy component). */
export function fakeRoutes(remote: RemoteName): RemoteRoute[] {
  return Object.entries(fakePages[remote]).map(([path, title]) => ({
    path,
    Component: lazy(async () => ({ default: () => <h1>{title}</h1> })),
  }));
}

/** A loader that serves both fake remotes at once. */
export const workingRemotes: RemoteRoutesLoader = async (remote) => fakeRoutes(remote);

type UserEvents = ReturnType<typeof userEvent.setup>;

/**
 * Runs a user-event interaction inside an awaited act(). user-event wraps each interaction in
 * Testing Library's asyncWrapper, which turns React's act environment off while it runs (right for
 * waitFor, which waits outside act); inside an act scope that makes React warn "The current testing
 * environment is not configured to support act(...)" when code a page suspended on arrives during
 * the interaction (a lazy page or menu loaded on its first click). So for the interaction's length
 * the wrapper leaves the environment as act set it.
 */
function inAct<T>(interaction: () => Promise<T>): Promise<T> {
  return act(async () => {
    const { asyncWrapper } = getConfig();
    configure({ asyncWrapper: (run) => run() });
    try {
      return await interaction();
    } finally {
      configure({ asyncWrapper });
    }
  });
}

/**
 * user-event with every interaction inside an awaited act(): a click that navigates suspends on
 * the next remote page, and React 19 resumes suspended work only when the act scope is awaited.
 */
function actUser(user: UserEvents) {
  return {
    click: (element: Element) => inAct(() => user.click(element)),
    selectOptions: (element: Element, value: string) => inAct(() => user.selectOptions(element, value)),
    keyboard: (text: string) => inAct(() => user.keyboard(text)),
  };
}

interface RenderAppOptions {
  path?: string;
  as?: 'guest' | 'customer' | 'store' | 'operator';
  loadRemoteRoutes?: RemoteRoutesLoader;
  /**
   * The shell's own router (the language as basename, the switcher, the lang cookie's redirect) on
   * a memory history, instead of a MemoryRouter: `history` is returned to read the address.
   */
  languageRouter?: boolean;
  /** The site's pages (default: the customer and seller remotes' real descriptions). */
  site?: SitePages;
}

/** The whole shell (providers, frame, router) at `path`, signed in as `as`. */
export async function renderApp({ path = '/', as = 'guest', loadRemoteRoutes = workingRemotes, languageRouter = false, site = testSite }: RenderAppOptions = {}) {
  if (as !== 'guest') {
    setTokenCookie({ customer: customerToken, store: storeToken, operator: operatorToken }[as]());
  }
  configureApi({ apiUrl: API_URL });
  const store = makeStore();
  store.dispatch(initSession());
  const user = actUser(userEvent.setup());
  const history: RouterHistory = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const registry = new RemoteRegistry(loadRemoteRoutes);
  // Awaited act: the first render suspends on the remote's routes, and React only retries it when
  // the act scope is awaited.
  const view = await act(async () =>
    render(
    <AppProviders store={store}>
      {languageRouter ? (
        <LanguageRouter history={history}>
          <App registry={registry} pages={site} />
        </LanguageRouter>
      ) : (
        <MemoryRouter initialEntries={[path]}>
          <App registry={registry} pages={site} />
        </MemoryRouter>
      )}
    </AppProviders>,
    ),
  );
  return { ...view, store, user, history };
}
