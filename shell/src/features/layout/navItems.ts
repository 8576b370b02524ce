import type { Role } from '../session';
import type { NavIconName } from './components/NavIcon';

export type NavEntry =
  | { kind: 'link'; to: string; label: string; icon: NavIconName; emphasis?: boolean; cartCount?: boolean }
  | { kind: 'logout'; label: string; icon: NavIconName };

const logoutEntry: NavEntry = { kind: 'logout', label: 'Logout', icon: 'logOut' };

/** Header links per identity (spec: customer /shop, /inbox, /cart with count, /profile, logout; …; plus the customer's /orders). */
export const headerNav: Record<Role, NavEntry[]> = {
  customer: [
    { kind: 'link', to: '/shop', label: 'Shop', icon: 'shoppingBag' },
    { kind: 'link', to: '/inbox', label: 'Messages', icon: 'messages' },
    { kind: 'link', to: '/orders', label: 'Orders', icon: 'package' },
    { kind: 'link', to: '/cart', label: 'Cart', icon: 'cart', cartCount: true },
    { kind: 'link', to: '/profile', label: 'Profile', icon: 'user' },
    logoutEntry,
  ],
  store: [
    { kind: 'link', to: '/store/inbox', label: 'Messages', icon: 'messages' },
    { kind: 'link', to: '/store/profile', label: 'Store Dashboard', icon: 'dashboard' },
    logoutEntry,
  ],
  guest: [
    { kind: 'link', to: '/login', label: 'Login', icon: 'logIn' },
    { kind: 'link', to: '/register', label: 'Sign Up', icon: 'userPlus', emphasis: true },
  ],
};

/** Mobile menu per identity: the spec's items, and the customer's Orders (where a customer follows what they bought). */
export const mobileNav: Record<Role, NavEntry[]> = {
  customer: [
    { kind: 'link', to: '/inbox', label: 'Messages', icon: 'messages' },
    { kind: 'link', to: '/orders', label: 'Orders', icon: 'package' },
    { kind: 'link', to: '/cart', label: 'Cart', icon: 'cart', cartCount: true },
    { kind: 'link', to: '/profile', label: 'Profile', icon: 'user' },
    logoutEntry,
  ],
  store: [
    { kind: 'link', to: '/store/inbox', label: 'Messages', icon: 'messages' },
    { kind: 'link', to: '/store/profile', label: 'Store Dashboard', icon: 'dashboard' },
    { kind: 'link', to: '/store/orders', label: 'Orders', icon: 'clipboard' },
    { kind: 'link', to: '/store/add-product', label: 'Add Product', icon: 'packagePlus' },
    logoutEntry,
  ],
  guest: [
    { kind: 'link', to: '/login', label: 'Login', icon: 'logIn' },
    { kind: 'link', to: '/register', label: 'Sign Up', icon: 'userPlus' },
    { kind: 'link', to: '/store/login', label: 'Store Login', icon: 'store' },
  ],
};
