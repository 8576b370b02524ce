import { lazy, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { receivesNotifications } from 'shared-api';
import { Button, icons, ThemeToggle, useTranslation } from 'shared-ui';
import { PreferencesMenu, preloadPreferencesFields } from '../../preferences';
import { useRole, useLogout } from '../../session';
import { layoutMessages } from '../messages';
import { useSitePages } from '../../remote-pages';
import { menuOf, navEntryKey } from '../menus';
import { atBar, barBreakpointOf, belowBar, type BarBreakpoint } from '../barBreakpoint';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavEntryItem } from './NavEntryItem';
import { OptionalPart } from './OptionalPart';

// Signed-in customers and stores only (the API keeps no notifications for guests or the operator):
// the bell, its live connection and the notifications' endpoints are not part of anyone else's page.
const NotificationBell = lazy(() => import('../../notifications').then((m) => ({ default: m.NotificationBell })));

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background-color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: ${({ theme }) => theme.sizes.page};
  min-height: ${({ theme }) => theme.sizes.header};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`;

const DesktopNav = styled.nav<{ $from: BarBreakpoint }>`
  margin-inline-start: auto;
  ${({ $from }) => belowBar($from)}
  ul {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Tools = styled.div<{ $from: BarBreakpoint }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  @media (width < ${({ theme, $from }) => theme.breakpoints[$from]}) {
    margin-inline-start: auto;
  }
`;

// Below the bar's breakpoint the mobile menu holds the preferences: the bar has no room for them.
const DesktopPreferences = styled.div<{ $from: BarBreakpoint }>`
  ${({ $from }) => belowBar($from)}
`;

const MenuButton = styled(Button)<{ $from: BarBreakpoint }>`
  ${({ $from }) => atBar($from)}
`;

/** Sticky header: logo, the remotes' links for the visitor's identity, the notification bell, theme toggle, and the mobile menu button. */
export function Header() {
  const { t } = useTranslation(layoutMessages);
  const role = useRole();
  const entries = menuOf(useSitePages(), role, 'header');
  const { pathname } = useLocation();
  const logout = useLogout();
  const menuId = useId();
  // The menu stays open only for the page and role it was opened on: navigating or signing
  // in/out closes it.
  const menuKey = `${role} ${pathname}`;
  const [menuOpenFor, setMenuOpenFor] = useState<string | null>(null);
  const menuOpen = menuOpenFor === menuKey;
  const closeMenu = () => setMenuOpenFor(null);
  const barFrom = barBreakpointOf(role);

  return (
    <Bar>
      <Inner>
        <Logo />
        <DesktopNav $from={barFrom} aria-label={t('header.mainNav')}>
          <ul>
            {entries.map((entry) => (
              <li key={navEntryKey(entry)}>
                <NavEntryItem entry={entry} layout="bar" onLogout={logout} />
              </li>
            ))}
          </ul>
        </DesktopNav>
        <Tools $from={barFrom}>
          {receivesNotifications(role) && (
            <OptionalPart>
              <NotificationBell />
            </OptionalPart>
          )}
          <DesktopPreferences $from={barFrom}>
            <PreferencesMenu />
          </DesktopPreferences>
          <ThemeToggle />
          <MenuButton
            $from={barFrom}
            variant="ghost"
            size="icon"
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpenFor(menuOpen ? null : menuKey)}
            onPointerEnter={preloadPreferencesFields}
            onFocus={preloadPreferencesFields}
          >
            {menuOpen ? <icons.CloseIcon size={20} /> : <icons.MenuIcon size={20} />}
          </MenuButton>
        </Tools>
      </Inner>
      {menuOpen && <MobileMenu id={menuId} visitorRole={role} barFrom={barFrom} onClose={closeMenu} onLogout={logout} />}
    </Bar>
  );
}
