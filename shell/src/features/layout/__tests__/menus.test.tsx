import '../../../test/setup';
import { lazy } from 'react';
import { screen, within } from '@testing-library/react';
import type { RemotePages } from 'shared-api/remote-pages';
import type { RemoteRoute } from 'shared-api/remote-routes';
import { renderApp, workingRemotes } from '../../../test/renderApp';
import { remotePages, testSite } from '../../../test/sitePages';
import { sitePagesOf } from '../../routing';
import { menuOf } from '../menus';

const labels = (identity: string, place: 'header' | 'mobile', site = testSite) =>
  menuOf(site, identity, place).map((entry) => (entry.kind === 'logout' ? 'Logout' : entry.link.label.en));

const text = (value: string) => ({ en: value, es: `${value} (es)`, ar: `${value} (ar)`, ja: `${value} (ja)` });

/** A further remote, added by configuration only: its own identity kind, pages and menu entries. */
const help: RemotePages = {
  remote: 'help',
  identities: [{ kind: 'operator', signInPath: '/operator/login' }],
  pages: [
    { path: '/help', access: 'public' },
    { path: '/operator/login', access: 'public' },
    { path: '/operator/reports', access: 'operator' },
  ],
  menus: [
    { identity: 'guest', places: ['header', 'mobile'], to: '/help', icon: 'inbox', order: 15, label: text('Help') },
    { identity: 'operator', places: ['header'], to: '/operator/reports', icon: 'clipboardList', order: 10, label: text('Reports') },
  ],
};
const withHelp = sitePagesOf({ ...remotePages, help });

const helpRoutes: RemoteRoute[] = [
  { path: '/help', Component: lazy(async () => ({ default: () => <h1>Help page</h1> })) },
  { path: '/operator/login', Component: lazy(async () => ({ default: () => <h1>Operator sign-in page</h1> })) },
  { path: '/operator/reports', Component: lazy(async () => ({ default: () => <h1>Reports page</h1> })) },
];
const withHelpRemote = async (remote: string, options: { fresh: boolean }) => (remote === 'help' ? helpRoutes : workingRemotes(remote, options));

describe("menus from the remotes' descriptions", () => {
  it('gives each identity its entries in order, the sign-out to anyone signed in', () => {
    expect(labels('guest', 'header')).toEqual(['Login', 'Sign Up']);
    expect(labels('guest', 'mobile')).toEqual(['Login', 'Sign Up', 'Store Login']);
    expect(labels('customer', 'header')).toEqual(['Shop', 'Messages', 'Orders', 'Cart', 'Profile', 'Logout']);
    expect(labels('store', 'mobile')).toEqual(['Messages', 'Store Dashboard', 'Orders', 'Add Product', 'Logout']);
    expect(labels('operator', 'header')).toEqual(['Logout']);
  });

  it("places another remote's entries among the others by their order", () => {
    expect(labels('guest', 'header', withHelp)).toEqual(['Login', 'Help', 'Sign Up']);
    expect(labels('operator', 'header', withHelp)).toEqual(['Reports', 'Logout']);
  });

  it("draws a further remote's entry in the header, in the page's language, and opens its page", async () => {
    const { user } = await renderApp({ path: '/es/', site: withHelp, loadRemoteRoutes: withHelpRemote, languageRouter: true });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    const link = within(nav).getByRole('link', { name: 'Help (es)' });
    expect(link).toHaveAttribute('href', '/es/help');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Help page' })).toBeInTheDocument();
  });

  it("guards a page of a new identity kind, sending a guest to the sign-in page its remote names", async () => {
    await renderApp({ path: '/operator/reports', site: withHelp, loadRemoteRoutes: withHelpRemote });
    expect(await screen.findByRole('heading', { name: 'Operator sign-in page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reports page' })).not.toBeInTheDocument();
  });
});
