import type { RemoteRoute } from 'shared-api/remote-routes';
import { RemoteLoadError, RemoteRegistry, routesFromModule, type TrackedPromise } from '../registry';

const Page = () => null;

describe('routesFromModule', () => {
  it('accepts a default export of routes with absolute paths and components', () => {
    const routes = [{ path: '/', Component: Page }];
    expect(routesFromModule('customer', { default: routes })).toBe(routes);
  });

  it.each([
    ['nothing', undefined],
    ['no default export', { routes: [] }],
    ['a relative path', { default: [{ path: 'shop', Component: Page }] }],
    ['no component', { default: [{ path: '/shop' }] }],
  ])('refuses %s', (_case, module) => {
    expect(() => routesFromModule('customer', module)).toThrow(RemoteLoadError);
  });
});

describe('RemoteRegistry', () => {
  const routes: RemoteRoute[] = [{ path: '/', Component: Page }];

  it('loads each remote once, hands out the same promise, and says when it has settled', async () => {
    const load = jest.fn(async () => routes);
    const registry = new RemoteRegistry(load);
    const first = registry.routesOf('customer') as TrackedPromise<RemoteRoute[]>;
    expect(registry.routesOf('customer')).toBe(first);
    expect(first.status).toBe('pending');
    await first;
    expect(first).toMatchObject({ status: 'fulfilled', value: routes });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('customer', { fresh: false });
  });

  it('keeps a failed load until retry, then loads that remote afresh', async () => {
    const load = jest.fn().mockRejectedValueOnce(new RemoteLoadError('seller', 'down')).mockResolvedValueOnce(routes);
    const registry = new RemoteRegistry(load);
    const failed = registry.routesOf('seller') as TrackedPromise<RemoteRoute[]>;
    await expect(failed).rejects.toThrow('down');
    expect(failed.status).toBe('rejected');
    expect(registry.routesOf('seller')).toBe(failed);

    registry.retry('seller');
    await expect(registry.routesOf('seller')).resolves.toBe(routes);
    expect(load).toHaveBeenLastCalledWith('seller', { fresh: true });
  });
});
