/**
 * The federation runtime's side of the registry: registers the remotes of the runtime
 * configuration and loads `<remote>/routes`. The same code runs in the browser and in the shell's
 * server render workers (there the node runtime plugin, set in the server build, fetches the
 * remotes' server builds over HTTP).
 */
import { init, loadRemote, preloadRemote, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError, routesFromModule, type RemoteName, type RemoteRoutesLoader } from './registry';

let remoteEntries: Record<RemoteName, string> | null = null;

/** Each remote's build as its manifest names it, once the manifest has been read (or failed). */
const builds = new Map<RemoteName, { promise: Promise<string | undefined>; resolve: (build: string | undefined) => void }>();

function buildSlot(remote: RemoteName) {
  let slot = builds.get(remote);
  if (!slot) {
    let resolve: (build: string | undefined) => void = () => undefined;
    const promise = new Promise<string | undefined>((done) => (resolve = done));
    slot = { promise, resolve };
    builds.set(remote, slot);
  }
  return slot;
}

/**
 * The build of a remote that this page (or render worker) loads: its manifest's buildVersion,
 * unique per build of the remote. Undefined when the manifest could not be read.
 */
export function remoteBuild(remote: RemoteName): Promise<string | undefined> {
  return buildSlot(remote).promise;
}

/** Notes each remote's build when its manifest arrives (see remoteBuild). */
export function remoteBuildPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-build',
    afterLoadManifest(args) {
      const { moduleInfo, manifestJson } = args as { moduleInfo: { name: string }; manifestJson?: { metaData?: { buildInfo?: { buildVersion?: string } } } };
      if (remoteEntries && moduleInfo.name in remoteEntries) buildSlot(moduleInfo.name).resolve(manifestJson?.metaData?.buildInfo?.buildVersion);
      return args;
    },
  };
}

/**
 * Runtime hook for a remote that cannot be loaded (server down, bad manifest, chunk error): it logs
 * it and offers no replacement module, so the error reaches whoever asked for the remote (the
 * remote's error boundary in the browser, the server's fallback to browser rendering).
 */
export function remoteLoadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-load-error',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[shell] could not load "${String(id)}" (${lifecycle})`, error);
      return undefined;
    },
  };
}

/** Registers every remote's entry (manifest URL); call once, before the first render. */
export function initFederation(remotes: Record<RemoteName, string>): void {
  remoteEntries = remotes;
  init({
    name: 'shell',
    remotes: Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    plugins: [remoteLoadErrorPlugin(), remoteBuildPlugin()],
  });
}

/** Loads `<remote>/routes` over federation (the production RemoteRoutesLoader). */
export const loadFederatedRoutes: RemoteRoutesLoader = async (remote, { fresh }) => {
  const entry = remoteEntries?.[remote];
  if (!entry) throw new RemoteLoadError(remote, remoteEntries ? `No remote "${remote}" is configured` : 'Remotes are not registered yet');
  // The runtime keeps a failed manifest/entry: registering again makes a retry fetch it anew.
  if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
  let module: unknown;
  try {
    module = await loadRemote(`${remote}/routes`);
  } catch (error) {
    throw new RemoteLoadError(remote, `The ${remote} remote could not be loaded`, { cause: error });
  }
  if (!module) throw new RemoteLoadError(remote, `The ${remote} remote could not be loaded`);
  return routesFromModule(remote, module);
};

/**
 * Starts downloading a remote's entry and its routes module together, as soon as the remotes are
 * registered (its manifest lists the routes chunk), instead of one after the other once the page
 * renders. Only the remote's own sync chunks: never its copies of shared libraries nor other pages.
 * A failure here is left to the registry's load, which reports it.
 */
export function preloadRemoteRoutes(remote: RemoteName): void {
  preloadRemote([{ nameOrAlias: remote, exposes: ['routes'], resourceCategory: 'sync', share: false, depsRemote: false }]).catch(
    () => undefined,
  );
}
