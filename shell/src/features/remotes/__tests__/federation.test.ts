import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { initFederation, loadFederatedRoutes, remoteForPath, remoteLoadErrorPlugin } from '../federation';
import { RemoteLoadError } from '../remoteRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedInit = jest.mocked(init);
const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

const remotes = {
  customer: 'http://localhost:8081/mf-manifest.json',
  seller: 'http://localhost:8082/mf-manifest.json',
};
const Page = () => null;

describe('federation', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('registers both remotes from the runtime configuration, with the load-error hook', () => {
    initFederation(remotes);
    expect(mockedInit).toHaveBeenCalledWith({
      name: 'shell',
      remotes: [
        { name: 'customer', entry: remotes.customer },
        { name: 'seller', entry: remotes.seller },
      ],
      plugins: [expect.objectContaining({ name: 'shell-remote-load-error' })],
    });
  });

  it('loads <remote>/routes and returns its routes', async () => {
    initFederation(remotes);
    const routes = [{ path: '/', Component: Page }];
    mockedLoadRemote.mockResolvedValueOnce({ default: routes });

    await expect(loadFederatedRoutes('customer')).resolves.toBe(routes);
    expect(mockedLoadRemote).toHaveBeenCalledWith('customer/routes');
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();
  });

  it('turns a failed load into a RemoteLoadError and registers the remote afresh before the retry', async () => {
    initFederation(remotes);
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to fetch'));
    await expect(loadFederatedRoutes('seller')).rejects.toBeInstanceOf(RemoteLoadError);

    mockedLoadRemote.mockResolvedValueOnce({ default: [{ path: '/store/login', Component: Page }] });
    await expect(loadFederatedRoutes('seller')).resolves.toHaveLength(1);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'seller', entry: remotes.seller }], { force: true });
  });

  it('treats an empty answer from the runtime as a failure', async () => {
    initFederation(remotes);
    mockedLoadRemote.mockResolvedValueOnce(null);
    await expect(loadFederatedRoutes('customer')).rejects.toThrow('The customer remote could not be loaded');
  });

  it('lets the load error through to the boundary (no replacement module) and marks the remote', async () => {
    initFederation(remotes);
    const hook = remoteLoadErrorPlugin().errorLoadRemote as (args: object) => unknown;
    expect(hook({ id: 'customer/routes', error: new Error('down'), lifecycle: 'afterResolve', from: 'runtime' })).toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('customer/routes'), expect.any(Error));

    mockedLoadRemote.mockResolvedValueOnce({ default: [] });
    await loadFederatedRoutes('customer');
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'customer', entry: remotes.customer }], { force: true });
  });
});

describe('remoteForPath (which remote to preload at start-up)', () => {
  it.each([
    ['/', 'customer'],
    ['/shop', 'customer'],
    ['/product/41', 'customer'],
    ['/product/41/', 'customer'],
    ['/store/lisbon_ceramics', 'customer'],
    ['/store/login', 'seller'],
    ['/store/edit-product/7', 'seller'],
    ['/store/chat/alice', 'seller'],
    ['/CART', 'customer'],
  ])('%s -> %s', (pathname, remote) => {
    expect(remoteForPath(pathname)).toBe(remote);
  });

  it('is undefined for a path no remote provides (the 404 page)', () => {
    expect(remoteForPath('/no/such/page')).toBeUndefined();
    expect(remoteForPath('/product')).toBeUndefined();
  });
});
