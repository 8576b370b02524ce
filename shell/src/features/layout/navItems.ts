import type { Role } from '../session';
import type { NavIconName } from './components/NavIcon';

/** An item's label: a key of the `nav` group of the shell.layout messages. */
export type NavLabelKey = 'shop' | 'messages' | 'orders' | 'cart' | 'profile' | 'logout' | 'storeDashboard' | 'login' | 'signUp' | 'storeLogin' | 'addProduct';

export type NavEntry =
  | { kind: 'link'; to: string; labelKey: NavLabelKey; icon: NavIconName; emphasis?: boolean; cartCount?: boolean }
  | { kind: 'logout'; labelKey: NavLabelKey; icon: NavIconName };

const logoutEntry: NavEntry = { kind: 'logout', labelKey: 'logout', icon: 'logOut' };

/** Header links per identity (spec: customer /shop, /inbox, /cart with count, /profile, logout; …; plus the customer's /orders). */
export const headerNav: Record<Role, NavEntry[]> = {
  customer: [
    { kind: 'link', to: '/shop', labelKey: 'shop', icon: 'shoppingBag' },
    { kind: 'link', to: '/inbox', labelKey: 'messages', icon: 'messages' },
    { kind: 'link', to: '/orders', labelKey: 'orders', icon: 'package' },
    { kind: 'link', to: '/cart', labelKey: 'cart', icon: 'cart', cartCount: true },
    { kind: 'link', to: '/profile', labelKey: 'profile', icon: 'user' },
    logoutEntry,
  ],
  store: [
    { kind: 'link', to: '/store/inbox', labelKey: 'messages', icon: 'messages' },
    { kind: 'link', to: '/store/profile', labelKey: 'storeDashboard', icon: 'dashboard' },
    logoutEntry,
  ],
  guest: [
    { kind: 'link', to: '/login', labelKey: 'login', icon: 'logIn' },
    { kind: 'link', to: '/register', labelKey: 'signUp', icon: 'userPlus', emphasis: true },
  ],
};

/** Mobile menu per identity: the spec's items, and the customer's Orders (where a customer follows what they bought). */
export const mobileNav: Record<Role, NavEntry[]> = {
  customer: [
    { kind: 'link', to: '/inbox', labelKey: 'messages', icon: 'messages' },
    { kind: 'link', to: '/orders', labelKey: 'orders', icon: 'package' },
    { kind: 'link', to: '/cart', labelKey: 'cart', icon: 'cart', cartCount: true },
    { kind: 'link', to: '/profile', labelKey: 'profile', icon: 'user' },
    logoutEntry,
  ],
  store: [
    { kind: 'link', to: '/store/inbox', labelKey: 'messages', icon: 'messages' },
    { kind: 'link', to: '/store/profile', labelKey: 'storeDashboard', icon: 'dashboard' },
    { kind: 'link', to: '/store/orders', labelKey: 'orders', icon: 'clipboard' },
    { kind: 'link', to: '/store/add-product', labelKey: 'addProduct', icon: 'packagePlus' },
    logoutEntry,
  ],
  guest: [
    { kind: 'link', to: '/login', labelKey: 'login', icon: 'logIn' },
    { kind: 'link', to: '/register', labelKey: 'signUp', icon: 'userPlus' },
    { kind: 'link', to: '/store/login', labelKey: 'storeLogin', icon: 'store' },
  ],
};
