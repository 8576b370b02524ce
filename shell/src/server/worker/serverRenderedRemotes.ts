import { remoteNames, type RemoteName } from '../../features/remotes';
import { shellRoutes } from '../../features/routing';

/** The remotes that own a page the server may render: their server builds are loaded and watched. */
export const serverRenderedRemotes: RemoteName[] = remoteNames.filter((name) => shellRoutes.some((route) => route.remote === name && route.serverRendered));

/** A remote's server build sits in server/ beside its browser entry: …/mf-manifest.json → …/server/mf-manifest.json. */
export function serverEntryOf(browserEntry: string): string {
  const url = new URL(browserEntry);
  const file = url.pathname.split('/').pop() || 'mf-manifest.json';
  return new URL(`server/${file}`, url).href;
}
