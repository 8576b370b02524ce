import { lazy } from 'react';
import styled from 'styled-components';
import { icons } from 'shared-ui';
import { OptionalPart } from './OptionalPart';
import type { SignedInIconName } from './signedInIcons';

/** A guest's menu icons come with the frame; a signed-in visitor's, with their menus (below). */
const guestIcons = { logIn: icons.LogInIcon, userPlus: icons.UserPlusIcon, store: icons.StoreIcon };

const SignedInIcon = lazy(() => import(/* webpackChunkName: "signed-in-icons" */ './signedInIcons').then((m) => ({ default: m.SignedInIcon })));

export type NavIconName = keyof typeof guestIcons | SignedInIconName;

/** Keeps the icon's place while it downloads (or if it cannot be), so the label does not move. */
const IconSpace = styled.span<{ $size: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
`;

export function NavIcon({ name, size }: { name: NavIconName; size: number }) {
  if (name in guestIcons) {
    const Icon = guestIcons[name as keyof typeof guestIcons];
    return <Icon size={size} />;
  }
  return (
    <OptionalPart fallback={<IconSpace $size={size} aria-hidden="true" />}>
      <SignedInIcon name={name as SignedInIconName} size={size} />
    </OptionalPart>
  );
}
