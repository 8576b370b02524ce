import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { Notification } from 'shared-api';
import { Button, focusRing, formatLocalDateTime, LoadingText, MutedText, surfacePanel, VisuallyHidden, useTranslation } from 'shared-ui';
import type { NotificationsView } from '../hooks/useNotifications';
import { useRole } from '../../session';
import { notificationsMessages } from '../messages';
import { notificationText, type NotificationWithParams } from '../notificationText';

const Panel = styled.section`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  inset-inline-end: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  width: min(24rem, calc(100vw - 2rem));
  max-height: min(32rem, calc(100vh - 6rem));
  ${surfacePanel}
  box-shadow: ${({ theme }) => theme.shadows.lg};
  @media (width < ${({ theme }) => theme.breakpoints.sm}) {
    position: fixed;
    top: 4.5rem;
    inset-inline-end: ${({ theme }) => theme.space[4]};
  }
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Scroll = styled.div`
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[2]};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 0.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    margin-top: 0.375rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ $unread, theme }) => ($unread ? theme.colors.primary : 'transparent')};
  }
  ${({ $unread, theme }) =>
    $unread &&
    css`
      font-weight: ${theme.fontWeights.semibold};
    `}
  time {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  ${focusRing}
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface NotificationPanelProps {
  id: string;
  notifications: NotificationsView;
  onClose(): void;
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen(): void }) {
  const { t } = useTranslation(notificationsMessages);
  const reader = useRole();
  return (
    <li>
      <Item to={notification.link} $unread={!notification.read} onClick={onOpen}>
        <span>
          {!notification.read && <VisuallyHidden>{t('unreadPrefix')}</VisuallyHidden>}
          {notificationText(t, notification as NotificationWithParams, reader)}
        </span>
        <time dateTime={notification.created_at}>{formatLocalDateTime(notification.created_at)}</time>
      </Item>
    </li>
  );
}

/** The notification list under the bell: newest first, older ones on request, mark one (by opening it) or all read. */
export default function NotificationPanel({ id, notifications, onClose }: NotificationPanelProps) {
  const { t } = useTranslation(notificationsMessages);
  const { items, unread, isLoading, isError, refetch, hasMore, loadMore, isLoadingMore, markRead, markAllRead } = notifications;
  const open = (notification: Notification) => {
    if (!notification.read) void markRead([notification.id]);
    onClose();
  };

  let body;
  if (isLoading) body = <LoadingText>{t('loading')}</LoadingText>;
  else if (isError) {
    body = (
      <div role="alert">
        <MutedText>{t('failed')}</MutedText>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) body = <MutedText>{t('empty')}</MutedText>;
  else {
    body = (
      <List aria-label={unread > 0 ? t('listUnread', { count: unread }) : t('list')}>
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={() => open(notification)} />
        ))}
      </List>
    );
  }

  return (
    <Panel id={id} aria-labelledby={`${id}-title`}>
      <Heading>
        <h2 id={`${id}-title`}>{t('title')}</h2>
        {unread > 0 && (
          <Button variant="ghost" size="sm" onClick={() => void markAllRead()}>
            {t('markAllRead')}
          </Button>
        )}
      </Heading>
      <Scroll>{body}</Scroll>
      {hasMore && (
        <Footer>
          <Button variant="outline" size="sm" fullWidth busy={isLoadingMore} onClick={() => void loadMore()}>
            {t('showOlder')}
          </Button>
        </Footer>
      )}
    </Panel>
  );
}
