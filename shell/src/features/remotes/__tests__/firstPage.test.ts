import type { RemoteRoute } from 'shared-api';
import { prefetchFirstPage } from '../firstPage';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn(), preloadRemote: jest.fn() }));

const Page = () => null;
const dispatch = jest.fn();

function routes(): RemoteRoute[] {
  return [
    { path: '/', Component: Page, prefetch: jest.fn() },
    { path: '/product/:id', Component: Page, prefetch: jest.fn() },
    { path: '/cart', Component: Page, prefetch: jest.fn() },
  ];
}

describe('prefetchFirstPage', () => {
  beforeEach(() => jest.clearAllMocks());

  it("starts the opened page's prefetch with its params once the routes arrive", async () => {
    const list = routes();
    const load = jest.fn().mockResolvedValue(list);
    prefetchFirstPage('/product/41', dispatch, load);
    expect(load).toHaveBeenCalledWith('customer');
    await Promise.resolve();
    await Promise.resolve();
    expect(list[1].prefetch).toHaveBeenCalledWith({ id: '41' }, dispatch);
    expect(list[0].prefetch).not.toHaveBeenCalled();
  });

  it('gives <App> the same load once, then loads afresh (Retry)', async () => {
    const first = Promise.resolve(routes());
    const load = jest.fn().mockReturnValueOnce(first).mockResolvedValue(routes());
    const loader = prefetchFirstPage('/', dispatch, load);
    expect(loader('customer')).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    void loader('customer');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('prefetches nothing for a guarded page or a path no remote provides', () => {
    const load = jest.fn().mockResolvedValue(routes());
    expect(prefetchFirstPage('/cart', dispatch, load)).toBe(load);
    expect(prefetchFirstPage('/no/such/page', dispatch, load)).toBe(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the boundary (no unhandled rejection)', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(routes());
    const loader = prefetchFirstPage('/', dispatch, load);
    await expect(loader('customer')).rejects.toThrow('down');
  });
});
