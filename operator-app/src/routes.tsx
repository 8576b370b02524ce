import { lazyPage, type RemoteRoute } from 'shared-api/remote-routes';

/**
 * Pages of the operator remote, exposed as `operator/routes`. The shell matches the path against
 * its route table (built from this remote's pages.json: the sign-in page is public, the others need
 * an operator session) and renders the Component. Each page is its own chunk; each also guards
 * itself, for the standalone mount where no shell does.
 */
const OperatorLoginPage = lazyPage(() => import('./features/auth/components/OperatorLoginPage'));

const routes: RemoteRoute[] = [
  { path: '/operator/login', Component: OperatorLoginPage, prefetch: OperatorLoginPage.preload },
  { path: '/operator', Component: lazyPage(() => import('./features/overview/components/OverviewPage')) },
  { path: '/operator/reports', Component: lazyPage(() => import('./features/reports/components/ReportsPage')) },
  { path: '/operator/stores', Component: lazyPage(() => import('./features/stores/components/StoresPage')) },
  { path: '/operator/products', Component: lazyPage(() => import('./features/products/components/ProductsPage')) },
  { path: '/operator/audit', Component: lazyPage(() => import('./features/audit/components/AuditPage')) },
];

export default routes;
