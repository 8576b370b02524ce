import { icons, type IconProps } from 'shared-ui';

/** The icons only signed-in visitors' menus show: loaded with their menus, never for a guest. */
const signedInIcons = {
  shoppingBag: icons.ShoppingBagIcon,
  messages: icons.MessageSquareIcon,
  package: icons.PackageIcon,
  cart: icons.ShoppingCartIcon,
  user: icons.UserIcon,
  logOut: icons.LogOutIcon,
  dashboard: icons.LayoutDashboardIcon,
  clipboard: icons.ClipboardListIcon,
  packagePlus: icons.PackagePlusIcon,
};

export type SignedInIconName = keyof typeof signedInIcons;

export function SignedInIcon({ name, ...props }: IconProps & { name: SignedInIconName }) {
  const Icon = signedInIcons[name];
  return <Icon {...props} />;
}
