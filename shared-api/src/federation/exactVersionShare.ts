/**
 * A Module Federation runtime plugin in every app's build, browser and server
 * (`scripts/webpack-app.cjs`, `scripts/webpack-server.cjs`): when a shared singleton is registered
 * at exactly the version its consumer was built against (`requiredVersion` `^<version>`, as
 * `scripts/federation-shared.cjs` writes it), that module is the answer, without the runtime's
 * semver check. The check parses the range with a dozen regular expressions on every call; on the
 * page's start-up it ran for each shared module of the shell and the page's remote, about 6 ms of
 * the main thread on a 2-core server CPU (the first call alone 3.4 ms). Any other case (another
 * version registered, a module that is not a singleton, tree-shaken shares) keeps the runtime's own
 * resolver, with its check and its warning.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

function isExactSingleton({ shareScopeMap, scope, pkgName, version, shareInfo }: ResolveShareArgs) {
  const { shareConfig, treeShaking } = shareInfo;
  const registered = shareScopeMap[scope]?.[pkgName]?.[version];
  return registered && shareConfig?.singleton && !treeShaking && shareConfig.requiredVersion === `^${version}` ? registered : undefined;
}

export default function exactVersionSharePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'exact-version-share',
    resolveShare(args) {
      const shared = isExactSingleton(args);
      if (shared) args.resolver = () => ({ shared, useTreesShaking: false });
      return args;
    },
  };
}
