import type { RemoteRoute } from 'shared-api/remote-routes';

/**
 * A remote's federation name, also its key in config.json's `remotes`. Not a closed list: the
 * runtime configuration says which remotes there are.
 */
export type RemoteName = string;

/**
 * Loads the routes a remote exposes (`<remote>/routes`); `fresh` asks to fetch the remote anew
 * (after a failure: the federation runtime keeps a failed entry otherwise). Injected, so tests need
 * no federation; the browser and the shell's server pass the federation runtime's loader.
 */
export type RemoteRoutesLoader = (remote: RemoteName, options: { fresh: boolean }) => Promise<RemoteRoute[]>;

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

/** A promise that says how it settled, as React's `use` reads it: a settled one is used without suspending. */
export type TrackedPromise<T> = Promise<T> & { status: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return tracked;
}

/**
 * The one place a remote's routes are loaded: once per remote, the same promise for every page and
 * for the start-up prefetch. A failed load stays failed (React shows the fallback instead of
 * retrying in a loop) until `retry`, after which the next request loads the remote afresh.
 * The browser makes one per page; the shell's server one per render worker.
 */
export class RemoteRegistry {
  private readonly loads = new Map<RemoteName, TrackedPromise<RemoteRoute[]>>();
  private readonly failed = new Set<RemoteName>();

  constructor(private readonly load: RemoteRoutesLoader) {}

  routesOf(remote: RemoteName): Promise<RemoteRoute[]> {
    let routes = this.loads.get(remote);
    if (!routes) {
      routes = track(this.load(remote, { fresh: this.failed.has(remote) }));
      routes.then(
        () => this.failed.delete(remote),
        () => this.failed.add(remote), // handled by whoever renders or awaits it
      );
      this.loads.set(remote, routes);
    }
    return routes;
  }

  /** Forgets a failed (or any) load, so the next `routesOf` tries again. */
  retry(remote: RemoteName): void {
    this.loads.delete(remote);
  }
}
