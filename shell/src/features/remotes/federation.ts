import { init, loadRemote, preloadRemote, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRoute } from 'shared-api';
import { shellRoutes, type ShellRoute } from '../guards/routeTable';
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

/**
 * Starts downloading a remote's entry and its routes module together, as soon as the remotes are
 * registered (its manifest lists the routes chunk), instead of one after the other once the page
 * renders. Only the remote's own sync chunks: never its copies of shared libraries nor other pages.
 * A failure here is left to loadFederatedRoutes, which reports it to the remote's boundary.
 */
export function preloadRemoteRoutes(remote: RemoteName): void {
  preloadRemote([{ nameOrAlias: remote, exposes: ['routes'], resourceCategory: 'sync', share: false, depsRemote: false }]).catch(
    () => undefined,
  );
}

/** Whether a route path such as /product/:id matches `pathname` (as react-router would, case-insensitively). */
function pathMatches(pattern: string, pathname: string): boolean {
  const segments = (path: string) => path.replace(/\/+$/, '').split('/');
  const want = segments(pattern);
  const got = segments(pathname);
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part.toLowerCase() === got[i].toLowerCase()));
}

/**
 * The remote that provides the page at `pathname` (a static path outranks a parameter), if any.
 * No router here: this runs in the entry chunk, before the shared modules (the router) are loaded.
 */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return shellRouteFor(pathname)?.remote;
}

/** The shell's route table entry for `pathname` (a static path outranks a parameter), if any. */
export function shellRouteFor(pathname: string): ShellRoute | undefined {
  return shellRoutes.find((route) => route.path === pathname) ?? shellRoutes.find((route) => pathMatches(route.path, pathname));
}
