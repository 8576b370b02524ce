import { Icon, type IconProps } from './Icon';

export const PackagePlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 22V12" />
    <path d="M16 17h6" />
    <path d="M19 14v6" />
    <path d="M21 10.535V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.729l7 4a2 2 0 0 0 2 .001l1.675-.955" />
    <path d="M3.29 7 12 12l8.71-5" />
    <path d="m7.5 4.27 8.997 5.148" />
  </Icon>
);
