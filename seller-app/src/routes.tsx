import type { RemoteRoute } from 'shared-api';

/**
 * Pages of the seller remote, exposed as `seller/routes`. The shell matches the path against
 * its own route table (which decides access) and renders the Component.
 * Each page should be `lazy(() => import(...))` so it arrives as its own chunk.
 */
const routes: RemoteRoute[] = [];

export default routes;
