import { useEffect } from 'react';
import styled from 'styled-components';
import { PreferencesFieldsOnDemand } from '../../preferences';
import type { Role } from '../../session';
import { layoutMessages } from '../messages';
import { useSitePages } from '../../remote-pages';
import { menuOf, navEntryKey } from '../menus';
import { NavEntryItem } from './NavEntryItem';
import { atBar, type BarBreakpoint } from '../barBreakpoint';
import { useTranslation } from 'shared-ui';

const Panel = styled.nav<{ $barFrom: BarBreakpoint }>`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background-color: ${({ theme }) => theme.colors.surface};
  ${({ $barFrom }) => atBar($barFrom)}
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]} ${theme.space[4]}`};
    list-style: none;
  }
`;

const Preferences = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[4]}`};
`;

/** The small-screen menu: the remotes' mobile entries for the visitor's identity; Escape or a choice closes it. */
interface MobileMenuProps {
  id: string;
  visitorRole: Role;
  /** Where the header's bar takes over (the menu hides there). */
  barFrom: BarBreakpoint;
  onClose: () => void;
  onLogout: () => void;
}

export function MobileMenu({ id, visitorRole, barFrom, onClose, onLogout }: MobileMenuProps) {
  const { t } = useTranslation(layoutMessages);
  const entries = menuOf(useSitePages(), visitorRole, 'mobile');
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <Panel id={id} $barFrom={barFrom} aria-label={t('mobileMenu.label')}>
      <ul>
        {entries.map((entry) => (
          <li key={navEntryKey(entry)}>
            <NavEntryItem entry={entry} layout="list" onLogout={onLogout} onActivate={onClose} />
          </li>
        ))}
      </ul>
      <Preferences>
        <PreferencesFieldsOnDemand />
      </Preferences>
    </Panel>
  );
}
