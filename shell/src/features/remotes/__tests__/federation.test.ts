import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { initFederation, loadFederatedRoutes, remoteLoadErrorPlugin } from '../federation';
import { RemoteLoadError } from '../registry';

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
      plugins: [expect.objectContaining({ name: 'shell-remote-load-error' }), expect.objectContaining({ name: 'shell-remote-build' })],
    });
  });

  it('loads <remote>/routes and returns its routes', async () => {
    initFederation(remotes);
    const routes = [{ path: '/', Component: Page }];
    mockedLoadRemote.mockResolvedValueOnce({ default: routes });

    await expect(loadFederatedRoutes('customer', { fresh: false })).resolves.toBe(routes);
    expect(mockedLoadRemote).toHaveBeenCalledWith('customer/routes');
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();
  });

  it('turns a failed load into a RemoteLoadError and registers the remote afresh for a fresh load', async () => {
    initFederation(remotes);
    mockedLoadRemote.mockRejectedValueOnce(new Error('Failed to fetch'));
    await expect(loadFederatedRoutes('seller', { fresh: false })).rejects.toBeInstanceOf(RemoteLoadError);
    expect(mockedRegisterRemotes).not.toHaveBeenCalled();

    mockedLoadRemote.mockResolvedValueOnce({ default: [{ path: '/store/login', Component: Page }] });
    await expect(loadFederatedRoutes('seller', { fresh: true })).resolves.toHaveLength(1);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'seller', entry: remotes.seller }], { force: true });
  });

  it('treats an empty answer from the runtime as a failure', async () => {
    initFederation(remotes);
    mockedLoadRemote.mockResolvedValueOnce(null);
    await expect(loadFederatedRoutes('customer', { fresh: false })).rejects.toThrow('The customer remote could not be loaded');
  });

  it('lets the load error through to whoever asked (no replacement module), with a log line', () => {
    initFederation(remotes);
    const hook = remoteLoadErrorPlugin().errorLoadRemote as (args: object) => unknown;
    expect(hook({ id: 'customer/routes', error: new Error('down'), lifecycle: 'afterResolve', from: 'runtime' })).toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('customer/routes'), expect.any(Error));
  });
});
