import { icons, type IconProps } from 'shared-ui';

/**
 * Every icon of shared-ui's set by the name the remotes' menu entries use: the export's name
 * without "Icon", first letter small (ShoppingCartIcon → 'shoppingCart'). The whole set is one
 * chunk the frame loads when a menu shows an icon it does not carry itself, so a remote's new
 * entry can use any icon of the set without a rebuild of the shell.
 */
const iconsByName: Record<string, (props: IconProps) => React.ReactNode> = Object.fromEntries(
  Object.entries(icons).map(([exportName, Icon]) => [exportName.charAt(0).toLowerCase() + exportName.slice(1).replace(/Icon$/, ''), Icon as (props: IconProps) => React.ReactNode]),
);

/** The named icon, or nothing for a name the set does not have (the item keeps its label). */
export function NamedIcon({ name, ...props }: IconProps & { name: string }) {
  const Icon = iconsByName[name];
  return Icon ? <Icon {...props} /> : null;
}
