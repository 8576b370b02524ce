import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppDispatch } from './store';

/**
 * One page a remote (customer or seller) exposes through its `./routes` module.
 * `path` uses react-router syntax and is absolute (e.g. '/product/:id'); the shell's route table
 * decides access and ownership, then renders the `Component` whose path matches.
 */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
  /**
   * Starts the page's first data request (RTK Query prefetch) and the download of its code
   * (`lazyPage(…).preload()`) before the page renders: the shell calls it once at start-up for the
   * page it opens with, so neither waits for React to render everything first. `params` are the
   * path's parameters. Public pages only.
   */
  prefetch?: (params: Readonly<Record<string, string | undefined>>, dispatch: AppDispatch) => void;
}

/** A page in a chunk of its own (React.lazy) whose download can start before it renders. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => void };

/**
 * React.lazy with a `preload()` that starts the same download early (from a route's `prefetch`);
 * the module system keeps one download per chunk, so the later render does not fetch it again.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return Object.assign(lazy(load), { preload: () => void load().catch(() => undefined) });
}
