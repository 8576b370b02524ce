import type { Message } from 'shared-api';
import styled, { css } from 'styled-components';

const Scroller = styled.div`
  flex: 1;
  min-height: 16rem;
  max-height: min(60vh, 36rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Item = styled.li<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
`;

const Bubble = styled.div<{ $own: boolean }>`
  max-width: min(80%, 32rem);
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $own, theme }) =>
    $own
      ? css`
          background-color: ${theme.colors.ownMessage};
          color: ${theme.colors.ownMessageText};
          border-bottom-right-radius: ${theme.radii.sm};
        `
      : css`
          background-color: ${theme.colors.otherMessage};
          color: ${theme.colors.otherMessageText};
          border-bottom-left-radius: ${theme.radii.sm};
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

/** The local date and time of an ISO timestamp. */
export function formatTimestamp(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : date.toLocaleString();
}

interface MessageListProps {
  messages: Message[];
  /** The signed-in party's name: their messages sit on the right, highlighted. */
  ownName: string;
  scrollRef: React.Ref<HTMLDivElement>;
  label: string;
}

/** A conversation, oldest first; own messages right-aligned and highlighted. */
export function MessageList({ messages, ownName, scrollRef, label }: MessageListProps) {
  return (
    <Scroller ref={scrollRef} role="log" aria-label={label} tabIndex={0}>
      {messages.length === 0 ? (
        <Empty>No messages found</Empty>
      ) : (
        <List>
          {messages.map((message) => {
            const own = message.sender.toLowerCase() === ownName.toLowerCase();
            return (
              <Item key={message.message_id} $own={own} data-own={own}>
                <Bubble $own={own}>{message.msg}</Bubble>
                <Meta>
                  {own ? 'You' : message.sender} · <time dateTime={message.timestamp}>{formatTimestamp(message.timestamp)}</time>
                </Meta>
              </Item>
            );
          })}
        </List>
      )}
    </Scroller>
  );
}
