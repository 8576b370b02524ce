import type { RemoteName } from '../remotes';

/** Who may open a route (spec route table). */
export type Access = 'public' | 'customer' | 'store';

export interface ShellRoute {
  /** react-router path, matched by the shell (the remote renders the page it exposes for it). */
  path: string;
  access: Access;
  remote: RemoteName;
  /**
   * The shell's server may render the page into the first HTML (if the remote's route says it can):
   * the public pages people find and share. Every other page is rendered by the browser inside the
   * server-rendered frame.
   */
  serverRendered?: true;
}

/**
 * The spec's route table: access per path and which remote provides the page. The shell knows this
 * even when a remote is down, so guards and fallbacks work before (or without) any remote code.
 * Static segments outrank parameters, so /store/login is the seller's page, not a store named "login".
 */
export const shellRoutes: readonly ShellRoute[] = [
  { path: '/', access: 'public', remote: 'customer', serverRendered: true },
  { path: '/login', access: 'public', remote: 'customer' },
  { path: '/register', access: 'public', remote: 'customer' },
  { path: '/shop', access: 'public', remote: 'customer', serverRendered: true },
  { path: '/product/:id', access: 'public', remote: 'customer', serverRendered: true },
  { path: '/store/:storeName', access: 'public', remote: 'customer', serverRendered: true },
  { path: '/cart', access: 'customer', remote: 'customer' },
  { path: '/profile', access: 'customer', remote: 'customer' },
  { path: '/inbox', access: 'customer', remote: 'customer' },
  { path: '/chat/:storeName', access: 'customer', remote: 'customer' },
  { path: '/orders', access: 'customer', remote: 'customer' },
  { path: '/store/register', access: 'public', remote: 'seller' },
  { path: '/store/login', access: 'public', remote: 'seller' },
  { path: '/store/profile', access: 'store', remote: 'seller' },
  { path: '/store/add-product', access: 'store', remote: 'seller' },
  { path: '/store/edit-product/:id', access: 'store', remote: 'seller' },
  { path: '/store/orders', access: 'store', remote: 'seller' },
  { path: '/store/inbox', access: 'store', remote: 'seller' },
  { path: '/store/chat/:username', access: 'store', remote: 'seller' },
];

/** Where a visitor without the right session is sent. */
export const signInPathFor: Record<Exclude<Access, 'public'>, string> = {
  customer: '/login',
  store: '/store/login',
};
