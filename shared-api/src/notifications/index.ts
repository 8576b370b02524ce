/**
 * 'shared-api/notifications': the signed-in identity's notifications, live. Only the shell's bell
 * uses them, and only for a signed-in visitor; a federation share key of its own, since it injects
 * endpoints into the one api slice (scripts/federation-shared.cjs).
 */
export {
  notificationsApi,
  useGetNotificationsInfiniteQuery,
  useMarkNotificationsReadMutation,
  isConversationOpen,
  withNotification,
  NOTIFICATIONS_PAGE_SIZE,
  type MarkNotificationsReadBody,
  type MarkNotificationsReadAnswer,
} from './endpoints';
