/**
 * @jest-environment node
 *
 * The server's choices come from the remotes' page descriptions alone: it renders a page into the
 * HTML only when its remote describes it as server rendered, guards a page by the identity kind
 * its description names (sign-in path from the remote that introduces the kind, even with that
 * remote's code down), and a path no description has is the 404 page.
 */
import type { RemotePages } from 'shared-api/remote-pages';
import { configureApi } from 'shared-api';
import type { RemoteRoute } from 'shared-api/remote-routes';
import { RemoteRegistry, type RemoteRoutesLoader } from '../../../features/remotes';
import { sitePagesOf } from '../../../features/routing';
import { renderPage, type RenderContext } from '../renderPage';

const API = 'http://api.test:4000';
const SITE = 'http://shop.test:8080';

const label = (text: string) => ({ en: text, es: text, ar: text, ja: text });

const help: RemotePages = {
  remote: 'help',
  identities: [{ kind: 'operator', signInPath: '/operator/login' }],
  pages: [
    { path: '/help', access: 'public', serverRendered: true },
    { path: '/help/contact', access: 'public' },
    { path: '/operator/reports', access: 'operator' },
  ],
  menus: [{ identity: 'guest', places: ['header'], to: '/help', icon: 'inbox', order: 15, label: label('Help centre') }],
};

const heading = (text: string) => () => <h1>{text}</h1>;
const helpRoutes: RemoteRoute[] = [
  { path: '/help', Component: heading('Help centre page') },
  { path: '/help/contact', Component: heading('Contact page') },
  { path: '/operator/reports', Component: heading('Reports page') },
];

function contextWith(load: RemoteRoutesLoader): RenderContext {
  const config = { apiUrl: API, remotes: { help: 'https://help.example/mf-manifest.json' }, pages: { help } };
  return {
    config,
    site: sitePagesOf(config.pages),
    siteUrl: SITE,
    registry: new RemoteRegistry(load),
    remoteBuild: async () => 'help-build-1',
    browserRenderedHtml: '<!doctype html><html><body><div id="root"></div></body></html>',
    scripts: ['/main.js'],
  };
}

const markup = (body: string) => body.split('<script id="shell-page-data"')[0];

beforeAll(() => configureApi({ apiUrl: API }));

describe("the server renders what the remotes' descriptions say", () => {
  it('a page described as server rendered is in the HTML, with the remote\'s menu entry', async () => {
    const result = await renderPage({ url: '/help' }, contextWith(async () => helpRoutes));
    expect(result).toMatchObject({ status: 200, rendered: 'server' });
    expect(markup(result.body)).toContain('Help centre page');
    expect(markup(result.body)).toContain('href="/help"');
  });

  it('a page not described as server rendered is left to the browser inside the server-rendered frame', async () => {
    const load = jest.fn(async () => helpRoutes);
    const result = await renderPage({ url: '/help/contact' }, contextWith(load));
    expect(result).toMatchObject({ status: 200, rendered: 'server' });
    expect(markup(result.body)).not.toContain('Contact page');
    expect(markup(result.body)).toContain('Loading page...');
    expect(load).not.toHaveBeenCalled();
  });

  it("guards a page by its described identity kind, with that kind's sign-in page, while the remote's code is down", async () => {
    const down: RemoteRoutesLoader = async () => {
      throw new Error('connection refused');
    };
    const result = await renderPage({ url: '/es/operator/reports' }, contextWith(down));
    expect(result).toMatchObject({ status: 302, headers: { Location: '/es/operator/login' } });
  });

  it('a path no description has is the 404 page', async () => {
    const result = await renderPage({ url: '/shop' }, contextWith(async () => helpRoutes));
    expect(result.status).toBe(404);
  });
});
