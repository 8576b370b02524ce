import { lazy } from 'react';
import styled from 'styled-components';
import { icons } from 'shared-ui';
import { OptionalPart } from './OptionalPart';

/** A guest's menu icons come with the frame; any other, with the whole icon set (below), when a menu shows one. */
const frameIcons: Record<string, typeof icons.LogInIcon> = { logIn: icons.LogInIcon, userPlus: icons.UserPlusIcon, store: icons.StoreIcon };

const NamedIcon = lazy(() => import(/* webpackChunkName: "menu-icons" */ './allIcons').then((m) => ({ default: m.NamedIcon })));

/** Keeps the icon's place while it downloads (or if it cannot be), so the label does not move. */
const IconSpace = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
`;

/** A menu item's icon by its name in shared-ui's set (see allIcons.tsx). */
export function NavIcon({ name, size }: { name: string; size: number }) {
  const FrameIcon = frameIcons[name];
  if (FrameIcon) return <FrameIcon size={size} />;
  return (
    <OptionalPart fallback={<IconSpace $size={size} aria-hidden="true" />}>
      <NamedIcon name={name} size={size} />
    </OptionalPart>
  );
}
