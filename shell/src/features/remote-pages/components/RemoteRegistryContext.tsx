import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteRegistry } from '../../remotes';

const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

/** Gives the pages the one registry of remotes, made by the entry point (browser or server). */
export function RemoteRegistryProvider({ registry, children }: { registry: RemoteRegistry; children: ReactNode }) {
  return <RemoteRegistryContext.Provider value={registry}>{children}</RemoteRegistryContext.Provider>;
}

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('useRemoteRegistry must be used inside <RemoteRegistryProvider>');
  return registry;
}
