import { lazy } from 'react';
import type { RemoteRoute } from 'shared-api';

/**
 * Pages of the seller remote, exposed as `seller/routes`. The shell matches the path against its
 * own route table (which decides access: store pages need a store session) and renders the
 * Component. Each page is its own chunk.
 */
const routes: RemoteRoute[] = [
  { path: '/store/register', Component: lazy(() => import('./features/auth/components/StoreRegisterPage')) },
  { path: '/store/login', Component: lazy(() => import('./features/auth/components/StoreLoginPage')) },
  { path: '/store/profile', Component: lazy(() => import('./features/dashboard/components/StoreDashboardPage')) },
  { path: '/store/add-product', Component: lazy(() => import('./features/products/components/AddProductPage')) },
  { path: '/store/edit-product/:id', Component: lazy(() => import('./features/products/components/EditProductPage')) },
  { path: '/store/orders', Component: lazy(() => import('./features/orders/components/StoreOrdersPage')) },
  { path: '/store/inbox', Component: lazy(() => import('./features/chat/components/StoreInboxPage')) },
  { path: '/store/chat/:username', Component: lazy(() => import('./features/chat/components/StoreChatPage')) },
];

export default routes;
