import { lazyPage, type RemoteRoute } from 'shared-api/remote-routes';

/**
 * Pages of the seller remote, exposed as `seller/routes`. The shell matches the path against the
 * pages this remote describes (`pages.ts`: access, store pages need a store session) and renders
 * the Component. Each page is its own chunk; a public page's prefetch starts it when the visitor opens the
 * site on it.
 */
const StoreRegisterPage = lazyPage(() => import('./features/auth/components/StoreRegisterPage'));
const StoreLoginPage = lazyPage(() => import('./features/auth/components/StoreLoginPage'));

const routes: RemoteRoute[] = [
  { path: '/store/register', Component: StoreRegisterPage, prefetch: StoreRegisterPage.preload },
  { path: '/store/login', Component: StoreLoginPage, prefetch: StoreLoginPage.preload },
  { path: '/store/profile', Component: lazyPage(() => import('./features/dashboard/components/StoreDashboardPage')) },
  { path: '/store/add-product', Component: lazyPage(() => import('./features/products/components/AddProductPage')) },
  { path: '/store/edit-product/:id', Component: lazyPage(() => import('./features/products/components/EditProductPage')) },
  { path: '/store/orders', Component: lazyPage(() => import('./features/orders/components/StoreOrdersPage')) },
  { path: '/store/inbox', Component: lazyPage(() => import('./features/chat/components/StoreInboxPage')) },
  { path: '/store/chat/:username', Component: lazyPage(() => import('./features/chat/components/StoreChatPage')) },
];

export default routes;
