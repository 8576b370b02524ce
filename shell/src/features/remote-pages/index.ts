/** The remote-pages feature's public face: a remote's page inside the shell, its boundary and fallback. */
export { RemotePage } from './components/RemotePage';
export { RemoteBoundary } from './components/RemoteBoundary';
export { RemoteRegistryProvider } from './components/RemoteRegistryContext';
export { SitePagesProvider, useSitePages } from './components/SitePagesContext';
export { markAppReady } from './appReady';
export { useHydrated } from './hooks/useHydrated';
