/**
 * 'shared-api/chat': inboxes and conversations, kept live through the live connection. Signed-in
 * pages only; a federation share key of its own, since it injects endpoints into the one api slice
 * (scripts/federation-shared.cjs).
 */
export {
  messagesApi,
  useGetInboxQuery,
  useGetConversationQuery,
  useSendMessageMutation,
  conversationId,
  mergeMessages,
  appendMessage,
  type ConversationKey,
  type SendMessageArg,
} from './endpoints';
export { useConversation } from './useConversation';
