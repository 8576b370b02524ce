import type { RemoteRoute } from 'shared-api';
import type { RemoteName } from './remoteNames';

/** Loads the routes a remote exposes (`<remote>/routes`). Injected, so tests need no federation. */
export type RemoteRoutesLoader = (remote: RemoteName) => Promise<RemoteRoute[]>;

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

function isRemoteRoute(value: unknown): value is RemoteRoute {
  if (typeof value !== 'object' || value === null) return false;
  const { path, Component } = value as Partial<RemoteRoute>;
  // A component is a function, or an object for lazy/memo/forwardRef components.
  return typeof path === 'string' && path.startsWith('/') && (typeof Component === 'function' || (typeof Component === 'object' && Component !== null));
}

/** Checks what `<remote>/routes` gave: a module whose default export is a RemoteRoute[]. */
export function routesFromModule(remote: RemoteName, module: unknown): RemoteRoute[] {
  const routes = (module as { default?: unknown } | null | undefined)?.default;
  if (!Array.isArray(routes) || !routes.every(isRemoteRoute)) {
    throw new RemoteLoadError(remote, `The ${remote} remote's "routes" module does not export a list of routes`);
  }
  return routes;
}

/**
 * Keeps one loading promise per remote (the routes module is fetched once). A failed attempt stays
 * cached until `forget`, so React shows the error instead of retrying in a loop; Retry forgets it.
 */
export class RemoteRoutesRegistry {
  private readonly loading = new Map<RemoteName, Promise<RemoteRoute[]>>();

  constructor(private readonly load: RemoteRoutesLoader) {}

  routesOf(remote: RemoteName): Promise<RemoteRoute[]> {
    let routes = this.loading.get(remote);
    if (!routes) {
      routes = this.load(remote);
      routes.catch(() => undefined); // handled by the boundary that renders it
      this.loading.set(remote, routes);
    }
    return routes;
  }

  forget(remote: RemoteName): void {
    this.loading.delete(remote);
  }
}
