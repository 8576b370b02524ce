import type { LucideIcon } from 'lucide-react';
import {
  ClipboardList,
  LayoutDashboard,
  LogIn,
  LogOut,
  MessageSquare,
  Package,
  PackagePlus,
  ShoppingBag,
  ShoppingCart,
  Store,
  User,
  UserPlus,
} from 'lucide-react';
import type { Role } from '../session';

export type NavEntry =
  | { kind: 'link'; to: string; label: string; icon: LucideIcon; emphasis?: boolean; cartCount?: boolean }
  | { kind: 'logout'; label: string; icon: LucideIcon };

const logoutEntry: NavEntry = { kind: 'logout', label: 'Logout', icon: LogOut };

/** Header links per identity (spec: customer /shop, /inbox, /cart with count, /profile, logout; …; plus the customer's /orders). */
export const headerNav: Record<Role, NavEntry[]> = {
  customer: [
    { kind: 'link', to: '/shop', label: 'Shop', icon: ShoppingBag },
    { kind: 'link', to: '/inbox', label: 'Messages', icon: MessageSquare },
    { kind: 'link', to: '/orders', label: 'Orders', icon: Package },
    { kind: 'link', to: '/cart', label: 'Cart', icon: ShoppingCart, cartCount: true },
    { kind: 'link', to: '/profile', label: 'Profile', icon: User },
    logoutEntry,
  ],
  store: [
    { kind: 'link', to: '/store/inbox', label: 'Messages', icon: MessageSquare },
    { kind: 'link', to: '/store/profile', label: 'Store Dashboard', icon: LayoutDashboard },
    logoutEntry,
  ],
  guest: [
    { kind: 'link', to: '/login', label: 'Login', icon: LogIn },
    { kind: 'link', to: '/register', label: 'Sign Up', icon: UserPlus, emphasis: true },
  ],
};

/** Mobile menu per identity: the spec's items, and the customer's Orders (beyond the spec). */
export const mobileNav: Record<Role, NavEntry[]> = {
  customer: [
    { kind: 'link', to: '/inbox', label: 'Messages', icon: MessageSquare },
    { kind: 'link', to: '/orders', label: 'Orders', icon: Package },
    { kind: 'link', to: '/cart', label: 'Cart', icon: ShoppingCart, cartCount: true },
    { kind: 'link', to: '/profile', label: 'Profile', icon: User },
    logoutEntry,
  ],
  store: [
    { kind: 'link', to: '/store/inbox', label: 'Messages', icon: MessageSquare },
    { kind: 'link', to: '/store/profile', label: 'Store Dashboard', icon: LayoutDashboard },
    { kind: 'link', to: '/store/orders', label: 'Orders', icon: ClipboardList },
    { kind: 'link', to: '/store/add-product', label: 'Add Product', icon: PackagePlus },
    logoutEntry,
  ],
  guest: [
    { kind: 'link', to: '/login', label: 'Login', icon: LogIn },
    { kind: 'link', to: '/register', label: 'Sign Up', icon: UserPlus },
    { kind: 'link', to: '/store/login', label: 'Store Login', icon: Store },
  ],
};
