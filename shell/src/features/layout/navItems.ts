import type { ComponentType } from 'react';
import { icons, type IconProps } from 'shared-ui';
import type { Role } from '../session';

export type NavEntry =
  | { kind: 'link'; to: string; label: string; icon: ComponentType<IconProps>; emphasis?: boolean; cartCount?: boolean }
  | { kind: 'logout'; label: string; icon: ComponentType<IconProps> };

const logoutEntry: NavEntry = { kind: 'logout', label: 'Logout', icon: icons.LogOutIcon };

/** Header links per identity (spec: customer /shop, /inbox, /cart with count, /profile, logout; …; plus the customer's /orders). */
export const headerNav: Record<Role, NavEntry[]> = {
  customer: [
    { kind: 'link', to: '/shop', label: 'Shop', icon: icons.ShoppingBagIcon },
    { kind: 'link', to: '/inbox', label: 'Messages', icon: icons.MessageSquareIcon },
    { kind: 'link', to: '/orders', label: 'Orders', icon: icons.PackageIcon },
    { kind: 'link', to: '/cart', label: 'Cart', icon: icons.ShoppingCartIcon, cartCount: true },
    { kind: 'link', to: '/profile', label: 'Profile', icon: icons.UserIcon },
    logoutEntry,
  ],
  store: [
    { kind: 'link', to: '/store/inbox', label: 'Messages', icon: icons.MessageSquareIcon },
    { kind: 'link', to: '/store/profile', label: 'Store Dashboard', icon: icons.LayoutDashboardIcon },
    logoutEntry,
  ],
  guest: [
    { kind: 'link', to: '/login', label: 'Login', icon: icons.LogInIcon },
    { kind: 'link', to: '/register', label: 'Sign Up', icon: icons.UserPlusIcon, emphasis: true },
  ],
};

/** Mobile menu per identity: the spec's items, and the customer's Orders (beyond the spec). */
export const mobileNav: Record<Role, NavEntry[]> = {
  customer: [
    { kind: 'link', to: '/inbox', label: 'Messages', icon: icons.MessageSquareIcon },
    { kind: 'link', to: '/orders', label: 'Orders', icon: icons.PackageIcon },
    { kind: 'link', to: '/cart', label: 'Cart', icon: icons.ShoppingCartIcon, cartCount: true },
    { kind: 'link', to: '/profile', label: 'Profile', icon: icons.UserIcon },
    logoutEntry,
  ],
  store: [
    { kind: 'link', to: '/store/inbox', label: 'Messages', icon: icons.MessageSquareIcon },
    { kind: 'link', to: '/store/profile', label: 'Store Dashboard', icon: icons.LayoutDashboardIcon },
    { kind: 'link', to: '/store/orders', label: 'Orders', icon: icons.ClipboardListIcon },
    { kind: 'link', to: '/store/add-product', label: 'Add Product', icon: icons.PackagePlusIcon },
    logoutEntry,
  ],
  guest: [
    { kind: 'link', to: '/login', label: 'Login', icon: icons.LogInIcon },
    { kind: 'link', to: '/register', label: 'Sign Up', icon: icons.UserPlusIcon },
    { kind: 'link', to: '/store/login', label: 'Store Login', icon: icons.StoreIcon },
  ],
};
