import { remoteNames, type RemoteName } from '../../features/remotes';
import { shellRoutes } from '../../features/routing';

/** The remotes that own a page the server may render: their server builds are loaded and watched. */
export const serverRenderedRemotes: RemoteName[] = remoteNames.filter((name) => shellRoutes.some((route) => route.remote === name && route.serverRendered));
