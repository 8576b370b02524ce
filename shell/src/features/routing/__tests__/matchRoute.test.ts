import type { RemoteRoute } from 'shared-api/remote-routes';
import { testSite } from '../../../test/sitePages';
import { matchPattern, remotePageFor, shellRouteFor } from '../matchRoute';

describe('shellRouteFor: which app owns a path, from the remotes\' descriptions (browser entry chunk and server alike)', () => {
  it.each([
    ['/', 'customer', '/'],
    ['/shop', 'customer', '/shop'],
    ['/product/41', 'customer', '/product/:id'],
    ['/product/41/', 'customer', '/product/:id'],
    ['/store/lisbon_ceramics', 'customer', '/store/:storeName'],
    ['/store/login', 'seller', '/store/login'],
    ['/store/Login', 'seller', '/store/login'],
    ['/store/edit-product/7', 'seller', '/store/edit-product/:id'],
    ['/store/chat/alice', 'seller', '/store/chat/:username'],
    ['/CART', 'customer', '/cart'],
  ])('%s -> %s %s', (pathname, remote, path) => {
    expect(shellRouteFor(testSite, pathname)?.route).toMatchObject({ remote, path });
  });

  it('is undefined for a path no app provides (the 404 page)', () => {
    expect(shellRouteFor(testSite, '/no/such/page')).toBeUndefined();
    expect(shellRouteFor(testSite, '/product')).toBeUndefined();
    expect(shellRouteFor(testSite, '/product/')).toBeUndefined();
  });

  it('decodes parameters, and a malformed escape matches nothing', () => {
    expect(shellRouteFor(testSite, '/store/caf%C3%A9%20tokyo')?.params).toEqual({ storeName: 'café tokyo' });
    expect(matchPattern('/store/:storeName', '/store/%E0%A4%A')).toBeUndefined();
  });
});

describe('remotePageFor: which page of the remote renders a shell route', () => {
  const Page = () => null;
  const routes: RemoteRoute[] = [
    { path: '/store/:storeName', Component: Page },
    { path: '/product/:id', Component: Page },
    { path: '/shop', Component: Page },
  ];

  it('prefers the route with the shell route’s own path, with its parameters', () => {
    expect(remotePageFor(routes, '/product/:id', '/product/9')).toEqual({ route: routes[1], params: { id: '9' } });
  });

  it('falls back to the first route that matches the URL, and to nothing', () => {
    expect(remotePageFor(routes, '/shop-old', '/shop')?.route).toBe(routes[2]);
    expect(remotePageFor(routes, '/cart', '/cart')).toBeUndefined();
  });
});
