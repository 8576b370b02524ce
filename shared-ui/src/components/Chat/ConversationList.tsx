import styled from 'styled-components';
import { EmptyState, LinkButton, LoadingText, MutedText, VisuallyHidden, Trans, useTranslation } from 'shared-ui';
import { chatUiMessages } from './messages';
import { formatDateTime } from './formatDateTime';
import { PlainList } from './PlainList';

/** One row of an inbox: who the conversation is with and its last message. */
export interface ConversationSummary {
  /** The other party's name (a store or a customer). */
  name: string;
  lastMessage: string;
  /** ISO date-time of the last message, shown when given. */
  lastAt?: string;
  /** Route of the chat with them. */
  to: string;
}

const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
`;

const Who = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  flex: 1 1 12rem;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  p {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export interface ConversationListProps {
  /** Newest first, as the inbox answers; undefined until loaded. */
  conversations: ConversationSummary[] | undefined;
  isLoading: boolean;
}

/** An inbox: "Loading inbox...", "No messages found", or each conversation with a View Chat link. */
export function ConversationList({ conversations, isLoading }: ConversationListProps) {
  const { t, i18n } = useTranslation(chatUiMessages);
  if (isLoading) return <LoadingText>{t('conversationList.loading')}</LoadingText>;
  if (!conversations?.length) return <EmptyState title={t('conversationList.empty')} />;
  return (
    <PlainList aria-label={t('conversationList.label')}>
      {conversations.map(({ name, lastMessage, lastAt, to }) => (
        <Entry key={name}>
          <Who>
            <h2>
              <bdi>{name}</bdi>
            </h2>
            <MutedText>{lastMessage}</MutedText>
            {lastAt && (
              <MutedText>
                <time dateTime={lastAt}>{formatDateTime(lastAt, i18n.language)}</time>
              </MutedText>
            )}
          </Who>
          <LinkButton variant="outline" to={to}>
            <Trans t={t} i18nKey="conversationList.viewChat" values={{ name }} components={{ hidden: <VisuallyHidden /> }} />
          </LinkButton>
        </Entry>
      ))}
    </PlainList>
  );
}
