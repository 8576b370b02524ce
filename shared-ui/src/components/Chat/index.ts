/**
 * The inbox and conversation screens' parts, for both remotes. Imported as
 * 'shared-ui/chat' (not from the package index), so they download with the chat pages
 * instead of in every page's first load; they take the package's other parts from 'shared-ui', the
 * shared singleton.
 */
export { MessageList, type MessageListProps, type ChatMessage } from './MessageList';
export { MessageComposer, type MessageComposerProps } from './MessageComposer';
export { ConversationList, type ConversationListProps, type ConversationSummary } from './ConversationList';
export { formatDateTime } from './formatDateTime';
