import { remoteNames, type RemoteName } from '../../features/remotes/remoteNames';
import { shellRoutes } from '../../features/routing/routeTable';

/** The remotes that own a page the server may render: their server builds are loaded and watched. */
export const serverRenderedRemotes: RemoteName[] = remoteNames.filter((name) => shellRoutes.some((route) => route.remote === name && route.serverRendered));
