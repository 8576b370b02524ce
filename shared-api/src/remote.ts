import type { ComponentType } from 'react';
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
   * Starts the page's first data request (RTK Query prefetch) before the page renders: the shell
   * calls it once at start-up for the page it opens with, so the request does not wait for React to
   * render everything first. `params` are the path's parameters. Public pages only.
   */
  prefetch?: (params: Readonly<Record<string, string | undefined>>, dispatch: AppDispatch) => void;
}
