import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, icons, VisuallyHidden, useTranslation } from 'shared-ui';
import { useDismiss } from '../../../hooks/useDismiss';
import { useNotifications } from '../hooks/useNotifications';
import { notificationsMessages } from '../messages';

// The list downloads on the first opening: the header's first load carries only the bell.
const NotificationPanel = lazy(() => import(/* webpackChunkName: "notifications" */ './NotificationPanel'));

const Anchor = styled.div`
  position: relative;
`;

const BellButton = styled(Button)`
  position: relative;
`;

const Count = styled(Badge)`
  position: absolute;
  top: 0;
  inset-inline-end: 0;
  min-width: 1.125rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  font-size: 0.6875rem;
  pointer-events: none;
`;

/**
 * The bell for a signed-in customer or store: the unread count (shown only above 0, like the cart's)
 * and, on press, the list of notifications. Escape or a press outside closes it (Escape gives the
 * focus back to the bell).
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation(notificationsMessages);
  const { pathname } = useLocation();
  const notifications = useNotifications(pathname);
  const [openOn, setOpenOn] = useState<string | null>(null);
  // Navigating (e.g. following a notification) closes the list.
  const open = openOn === pathname;
  const panelId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpenOn(null);
  useDismiss(open, close, anchorRef, buttonRef);

  const { unread } = notifications;
  return (
    <Anchor ref={anchorRef}>
      <BellButton ref={buttonRef} variant="ghost" size="icon" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpenOn(open ? null : pathname)}>
        <icons.BellIcon size={20} />
        <VisuallyHidden>{t('bell')}</VisuallyHidden>
        {unread > 0 && (
          <>
            <Count variant="destructive" data-notification-count="">
              {new Intl.NumberFormat(i18n.language).format(unread)}
            </Count>
            <VisuallyHidden> {t('unread')}</VisuallyHidden>
          </>
        )}
      </BellButton>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} notifications={notifications} onClose={close} />
        </Suspense>
      )}
    </Anchor>
  );
}
