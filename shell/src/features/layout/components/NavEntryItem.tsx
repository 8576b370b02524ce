import { lazy } from 'react';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { focusRing, useTranslation } from 'shared-ui';
import { layoutMessages } from '../messages';
import type { MenuLanguage } from 'shared-api/remote-pages';
import type { NavEntry } from '../menus';
import { NavIcon } from './NavIcon';
import { OptionalPart } from './OptionalPart';

// Only a customer's menus have the Cart link: its count (and the cart's endpoints) load with it.
const CartCount = lazy(() => import(/* webpackChunkName: "cart-count" */ './CartCount').then((m) => ({ default: m.CartCount })));

const itemStyles = css<{ $layout: 'bar' | 'list'; $emphasis?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.fast};
  svg {
    flex-shrink: 0;
  }

  &:hover {
    background-color: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primarySoftText};
    background-color: ${({ theme }) => theme.colors.primarySoft};
  }
  ${({ $layout, theme }) =>
    $layout === 'list' &&
    css`
      width: 100%;
      min-height: ${theme.sizes.controlLg};
      font-size: ${theme.fontSizes.md};
    `}
  ${({ $emphasis, theme }) =>
    $emphasis &&
    css`
      background-color: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
      &:hover,
      &[aria-current='page'] {
        background-color: ${theme.colors.primaryHover};
        color: ${theme.colors.primaryText};
      }
    `}
  ${focusRing}
`;

const ItemLink = styled(NavLink)<{ $layout: 'bar' | 'list'; $emphasis?: boolean }>`
  ${itemStyles}
`;

const ItemButton = styled.button<{ $layout: 'bar' | 'list'; $emphasis?: boolean }>`
  ${itemStyles}
`;

interface NavEntryItemProps {
  entry: NavEntry;
  layout: 'bar' | 'list';
  /** Signs out and goes home (owned by the header, which outlives the menus). */
  onLogout: () => void;
  /** Called after the item is used (the mobile menu closes). */
  onActivate?: () => void;
}

/**
 * One header or mobile-menu item: a remote's link, labelled in the page's language by the remote's
 * own texts (the cart one with its count), or the shell's logout button.
 */
export function NavEntryItem({ entry, layout, onLogout, onActivate }: NavEntryItemProps) {
  const { t, i18n } = useTranslation(layoutMessages);
  if (entry.kind === 'logout') {
    return (
      <ItemButton
        type="button"
        $layout={layout}
        onClick={() => {
          onActivate?.();
          onLogout();
        }}
      >
        <NavIcon name="logOut" size={18} />
        {t('nav.logout')}
      </ItemButton>
    );
  }
  const { link } = entry;
  return (
    <ItemLink
      to={link.to}
      end
      $layout={layout}
      $emphasis={link.emphasis}
      onClick={onActivate}
    >
      <NavIcon name={link.icon} size={18} />
      {link.label[i18n.language as MenuLanguage] ?? link.label.en}
      {link.badge === 'cartCount' && (
        <OptionalPart>
          <CartCount />
        </OptionalPart>
      )}
    </ItemLink>
  );
}
