/**
 * shared-ui's icons, one module each, so that a chunk carries only the icons it shows (the frame's
 * are not downloaded again with a page, nor a signed-in menu's with a guest's page).
 */
export type { IconProps } from './Icon';
export { BellIcon } from './BellIcon';
export { ChevronDownIcon } from './ChevronDownIcon';
export { ClipboardListIcon } from './ClipboardListIcon';
export { CloseIcon } from './CloseIcon';
export { GlobeIcon } from './GlobeIcon';
export { ImageIcon } from './ImageIcon';
export { InboxIcon } from './InboxIcon';
export { LayoutDashboardIcon } from './LayoutDashboardIcon';
export { LogInIcon } from './LogInIcon';
export { LogOutIcon } from './LogOutIcon';
export { MapPinIcon } from './MapPinIcon';
export { MenuIcon } from './MenuIcon';
export { MessageSquareIcon } from './MessageSquareIcon';
export { MinusIcon } from './MinusIcon';
export { MoonIcon } from './MoonIcon';
export { PackageIcon } from './PackageIcon';
export { PackagePlusIcon } from './PackagePlusIcon';
export { PlusIcon } from './PlusIcon';
export { ShoppingBagIcon } from './ShoppingBagIcon';
export { ShoppingCartIcon } from './ShoppingCartIcon';
export { StoreIcon } from './StoreIcon';
export { SunIcon } from './SunIcon';
export { UserIcon } from './UserIcon';
export { UserPlusIcon } from './UserPlusIcon';
export { StarIcon } from './StarIcon';
