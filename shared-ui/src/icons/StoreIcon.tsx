import { Icon, type IconProps } from './Icon';

export const StoreIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m2 7 4.41-4.41A2 2 0 0 1 7.83 2h8.34a2 2 0 0 1 1.42.59L22 7" />
    <path d="M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8" />
    <path d="M15 22v-4a2 2 0 0 0-2-2h-2a2 2 0 0 0-2 2v4" />
    <path d="M2 7h20v2a3 3 0 0 1-5 2.24A3 3 0 0 1 12 12a3 3 0 0 1-5-.76A3 3 0 0 1 2 9Z" />
  </Icon>
);
