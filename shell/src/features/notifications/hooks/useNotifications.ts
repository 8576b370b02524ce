import { useEffect, useMemo } from 'react';
import { useGetNotificationsInfiniteQuery, useMarkNotificationsReadMutation, isConversationOpen } from 'shared-api/notifications';

/**
 * The signed-in identity's notifications (live while the frame shows them), the unread count, and
 * marking read. Opening the chat of a conversation reads its message notification: that chat page
 * shows the messages itself.
 */
export function useNotifications(pathname: string) {
  const query = useGetNotificationsInfiniteQuery();
  const [markRead] = useMarkNotificationsReadMutation();
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const unread = query.data?.pages[0]?.unread ?? 0;

  const seenHere = useMemo(() => items.filter((n) => !n.read && isConversationOpen(n, pathname)).map((n) => n.id), [items, pathname]);
  useEffect(() => {
    if (seenHere.length > 0) void markRead({ ids: seenHere });
  }, [seenHere, markRead]);

  return {
    items,
    unread,
    isLoading: query.isLoading,
    isError: query.isError && items.length === 0,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    loadMore: query.fetchNextPage,
    isLoadingMore: query.isFetchingNextPage,
    markRead: (ids: number[]) => markRead({ ids }),
    markAllRead: () => markRead({}),
  };
}

export type NotificationsView = ReturnType<typeof useNotifications>;
