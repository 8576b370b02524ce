import { RemoteLoadError, RemoteRoutesRegistry, routesFromModule } from '../remoteRoutes';

const Page = () => null;

describe('routesFromModule', () => {
  it('accepts a default export of routes with absolute paths and components', () => {
    const routes = [{ path: '/shop', Component: Page }];
    expect(routesFromModule('customer', { default: routes })).toBe(routes);
  });

  it.each([
    ['no module', null],
    ['no default export', {}],
    ['a default that is not a list', { default: { path: '/shop', Component: Page } }],
    ['a relative path', { default: [{ path: 'shop', Component: Page }] }],
    ['a route without a component', { default: [{ path: '/shop' }] }],
  ])('refuses %s with an error naming the remote', (_case, module) => {
    expect(() => routesFromModule('seller', module)).toThrow(RemoteLoadError);
    expect(() => routesFromModule('seller', module)).toThrow(/seller remote/);
  });
});

describe('RemoteRoutesRegistry', () => {
  it('loads each remote once and hands out the same promise', async () => {
    const load = jest.fn(async () => [{ path: '/', Component: Page }]);
    const registry = new RemoteRoutesRegistry(load);
    const first = registry.routesOf('customer');
    expect(registry.routesOf('customer')).toBe(first);
    registry.routesOf('seller');
    await first;
    expect(load.mock.calls).toEqual([['customer'], ['seller']]);
  });

  it('keeps a failed attempt until it is forgotten, then tries again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([{ path: '/', Component: Page }]);
    const registry = new RemoteRoutesRegistry(load);
    const failed = registry.routesOf('customer');
    await expect(failed).rejects.toThrow('down');
    expect(registry.routesOf('customer')).toBe(failed);

    registry.forget('customer');

    await expect(registry.routesOf('customer')).resolves.toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
