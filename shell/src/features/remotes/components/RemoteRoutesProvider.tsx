import { createContext, useContext, useState, type ReactNode } from 'react';
import { RemoteRoutesRegistry, type RemoteRoutesLoader } from '../remoteRoutes';

const RemoteRoutesContext = createContext<RemoteRoutesRegistry | null>(null);

/** Gives the pages one registry of remote routes, loaded through `load` (federation in production). */
export function RemoteRoutesProvider({ load, children }: { load: RemoteRoutesLoader; children: ReactNode }) {
  const [registry] = useState(() => new RemoteRoutesRegistry(load));
  return <RemoteRoutesContext.Provider value={registry}>{children}</RemoteRoutesContext.Provider>;
}

export function useRemoteRoutesRegistry(): RemoteRoutesRegistry {
  const registry = useContext(RemoteRoutesContext);
  if (!registry) throw new Error('useRemoteRoutesRegistry must be used inside <RemoteRoutesProvider>');
  return registry;
}
