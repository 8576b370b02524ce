import type { ComponentType } from 'react';

/**
 * One page a remote (customer or seller) exposes through its `./routes` module.
 * `path` uses react-router syntax and is absolute (e.g. '/product/:id'); the shell's route table
 * decides access and ownership, then renders the `Component` whose path matches.
 */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
}
