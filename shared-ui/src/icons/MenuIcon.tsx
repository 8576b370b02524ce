import { Icon, type IconProps } from './Icon';

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </Icon>
);
