import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'shared-ui';
import { chatUiMessages } from './messages';
import { formatDateTime } from './formatDateTime';
import { PlainList } from './PlainList';
import { useStickToBottom } from './useStickToBottom';

/** What the list needs of a chat message (shared-api's Message has this shape). */
export interface ChatMessage {
  message_id: number;
  /** The message's id as reports name it (the API's Message `id`). */
  id?: number;
  sender: string;
  msg: string;
  /** ISO date-time the message was stored. */
  timestamp: string;
}

const Frame = styled.div`
  flex: 1;
  min-height: 16rem;
  max-height: min(60vh, 36rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
`;

// align-self places the item in the list, align-items its bubble and date inside it.
const Item = styled.li<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  align-items: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  max-width: min(80%, 32rem);
`;

const Bubble = styled.p<{ $own: boolean }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $own, theme }) =>
    $own
      ? css`
          background-color: ${theme.colors.ownMessage};
          color: ${theme.colors.ownMessageText};
          border-end-end-radius: ${theme.radii.sm};
        `
      : css`
          background-color: ${theme.colors.otherMessage};
          color: ${theme.colors.otherMessageText};
          border-end-start-radius: ${theme.radii.sm};
        `}
`;

const Meta = styled.span`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space[8]} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export interface MessageListProps {
  messages: ChatMessage[];
  /** The reader's own name: their messages sit at the inline end (the right, the left in Arabic), highlighted (names are unique regardless of case). */
  ownName: string;
  /** Names the scrolling log, e.g. "Messages with alice". */
  label: string;
  /** Shown inside the frame when there are no messages; without it an empty list is shown. */
  emptyText?: string;
  /** What to offer beside a message (e.g. Report on the other party's messages). */
  actions?: (message: ChatMessage, own: boolean) => ReactNode;
}

/** A conversation, oldest first, kept scrolled to the newest message; each with its sender and local date-time. */
export function MessageList({ messages, ownName, label, emptyText, actions }: MessageListProps) {
  const { t, i18n } = useTranslation(chatUiMessages);
  const frameRef = useStickToBottom<HTMLDivElement>(messages.length);
  const own = ownName.toLowerCase();

  return (
    <Frame ref={frameRef} role="log" aria-label={label} tabIndex={0}>
      {messages.length === 0 && emptyText ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <PlainList as="ol" aria-label={t('messageList.label')}>
          {messages.map((message) => {
            const isOwn = message.sender.toLowerCase() === own;
            return (
              <Item key={message.message_id} $own={isOwn} data-own={isOwn}>
                <Bubble $own={isOwn}>
                  <bdi>{message.msg}</bdi>
                </Bubble>
                <Meta>
                  {isOwn ? t('messageList.you') : <bdi>{message.sender}</bdi>} · <time dateTime={message.timestamp}>{formatDateTime(message.timestamp, i18n.language)}</time>
                  {actions?.(message, isOwn)}
                </Meta>
              </Item>
            );
          })}
        </PlainList>
      )}
    </Frame>
  );
}
