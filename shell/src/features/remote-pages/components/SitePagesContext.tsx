import { createContext, useContext, type ReactNode } from 'react';
import type { SitePages } from '../../routing';

const SitePagesContext = createContext<SitePages | null>(null);

/**
 * Gives the routes, guards and menus the site's pages as the remotes describe them (from the
 * runtime configuration the entry point, browser or server, started with).
 */
export function SitePagesProvider({ pages, children }: { pages: SitePages; children: ReactNode }) {
  return <SitePagesContext.Provider value={pages}>{children}</SitePagesContext.Provider>;
}

export function useSitePages(): SitePages {
  const pages = useContext(SitePagesContext);
  if (!pages) throw new Error('useSitePages must be used inside <SitePagesProvider>');
  return pages;
}
