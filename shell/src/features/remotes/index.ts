/**
 * The remotes feature's public face: the runtime remote registry (federation set-up, loading a
 * remote's routes once). No React here: the shell's entry chunk uses it before the shared libraries
 * are there (the React parts are the remote-pages feature).
 */
export { RemoteRegistry, RemoteLoadError, type RemoteName, type RemoteRoutesLoader } from './registry';
export { initFederation, loadFederatedRoutes, preloadRemoteRoutes, remoteBuild } from './federation';
