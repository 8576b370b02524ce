import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Message } from 'shared-api';
import { formatTimestamp } from '../hooks/formatTimestamp';

const Scroller = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: min(60vh, 36rem);
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Bubble = styled.li<{ $own: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  max-width: min(80%, 32rem);
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $own }) => ($own ? theme.colors.ownMessage : theme.colors.otherMessage)};
  color: ${({ theme, $own }) => ($own ? theme.colors.ownMessageText : theme.colors.otherMessageText)};
  text-align: ${({ $own }) => ($own ? 'right' : 'left')};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: 0.85;
`;

export interface MessageListProps {
  messages: Message[];
  /** The reader's own name: their messages go right, highlighted. */
  ownName: string;
}

/** The conversation, oldest first, kept scrolled to the newest message. */
export function MessageList({ messages, ownName }: MessageListProps) {
  const scrollerRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [messages.length]);

  return (
    <Scroller ref={scrollerRef} aria-label="Messages" aria-live="polite" tabIndex={0}>
      {messages.map((message, index) => {
        const own = message.sender === ownName;
        return (
          <Bubble key={message.message_id ?? `${message.timestamp}-${index}`} $own={own} data-own={own}>
            <Text>{message.msg}</Text>
            <Meta>
              {own ? 'You' : message.sender} · <time dateTime={message.timestamp}>{formatTimestamp(message.timestamp)}</time>
            </Meta>
          </Bubble>
        );
      })}
    </Scroller>
  );
}
