import { createInstance } from '@module-federation/enhanced/runtime';
import exactVersionSharePlugin from './exactVersionShare';

type Shared = Parameters<typeof createInstance>[0]['shared'];

function hostSharing(registered: string, required: string, singleton = true) {
  const module = { version: registered };
  const shared: Shared = {
    react: { version: registered, lib: () => module, shareConfig: { singleton, requiredVersion: required } },
  };
  return { instance: createInstance({ name: `host-${registered}-${required}-${singleton}`, remotes: [], shared, plugins: [exactVersionSharePlugin()] }), module };
}

describe('exactVersionSharePlugin', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('answers a singleton registered at the version it was built against with that module', async () => {
    const { instance, module } = hostSharing('19.2.0', '^19.2.0');
    const factory = await instance.loadShare<typeof module>('react');
    expect(factory && factory()).toBe(module);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves the runtime its check when another version is registered: a mismatch still warns', async () => {
    const { instance, module } = hostSharing('18.3.1', '^19.2.0');
    const factory = await instance.loadShare<typeof module>('react');
    expect(factory && factory()).toBe(module);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/does not satisfy the requirement/);
  });

  it('takes over the resolver only for an exact singleton', () => {
    const { resolveShare } = exactVersionSharePlugin();
    const argsFor = (version: string, requiredVersion: string, singleton: boolean) => {
      const shared = { version, shareConfig: { singleton, requiredVersion } };
      const runtimeResolver = () => undefined;
      return {
        runtimeResolver,
        args: { shareScopeMap: { default: { react: { [version]: shared } } }, scope: 'default', pkgName: 'react', version, shareInfo: shared, resolver: runtimeResolver } as unknown as Parameters<NonNullable<typeof resolveShare>>[0],
      };
    };
    // As the runtime reads the hook's answer: `(emit(params) || params).resolver()`.
    const resolverAfter = (args: ReturnType<typeof argsFor>['args']) => (resolveShare!(args) || args).resolver;
    const exact = argsFor('19.2.0', '^19.2.0', true);
    expect(resolverAfter(exact.args)).not.toBe(exact.runtimeResolver);
    expect(resolverAfter(exact.args)()?.shared).toBe(exact.args.shareScopeMap.default.react['19.2.0']);
    for (const other of [argsFor('19.2.0', '^19.0.0', true), argsFor('19.2.0', '^19.2.0', false)]) {
      expect(resolverAfter(other.args)).toBe(other.runtimeResolver);
    }
  });
});
