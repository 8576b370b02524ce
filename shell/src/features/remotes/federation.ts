import { init, loadRemote, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRoute } from 'shared-api';
import { isRemoteName, remoteNames, type RemoteName } from './remoteNames';
import { RemoteLoadError, routesFromModule } from './remoteRoutes';

let remoteEntries: Record<RemoteName, string> | null = null;
/** Remotes whose last load failed: registered afresh before the next attempt (Retry). */
const failedRemotes = new Set<RemoteName>();

/**
 * Runtime hook for a remote that cannot be loaded (server down, bad manifest, chunk error): it notes
 * the remote and logs it, and offers no replacement module, so the error reaches that remote's
 * error boundary, which shows the fallback with Retry on that remote's routes only.
 */
export function remoteLoadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-load-error',
    errorLoadRemote({ id, error, lifecycle, remote: remoteInfo }) {
      // `id` is "customer/routes", or the manifest URL when the manifest itself failed.
      const remote = remoteInfo?.name ?? String(id).split('/')[0];
      if (isRemoteName(remote)) failedRemotes.add(remote);
      console.error(`[shell] could not load "${id}" (${lifecycle})`, error);
      return undefined;
    },
  };
}

/** Registers every remote from the runtime configuration; call once, before the first render. */
export function initFederation(remotes: Record<RemoteName, string>): void {
  remoteEntries = remotes;
  init({
    name: 'shell',
    remotes: remoteNames.map((name) => ({ name, entry: remotes[name] })),
    plugins: [remoteLoadErrorPlugin()],
  });
}

/** Loads `<remote>/routes` over federation (the production RemoteRoutesLoader). */
export async function loadFederatedRoutes(remote: RemoteName): Promise<RemoteRoute[]> {
  if (!remoteEntries) throw new RemoteLoadError(remote, 'Remotes are not registered yet');
  if (failedRemotes.delete(remote)) {
    // The runtime keeps a failed manifest/entry: registering again makes Retry fetch it anew.
    registerRemotes([{ name: remote, entry: remoteEntries[remote] }], { force: true });
  }
  let module: unknown;
  try {
    module = await loadRemote(`${remote}/routes`);
  } catch (error) {
    failedRemotes.add(remote);
    throw new RemoteLoadError(remote, `The ${remote} remote could not be loaded`, { cause: error });
  }
  if (!module) {
    failedRemotes.add(remote);
    throw new RemoteLoadError(remote, `The ${remote} remote could not be loaded`);
  }
  return routesFromModule(remote, module);
}
