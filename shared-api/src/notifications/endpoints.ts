/**
 * Notifications of the signed-in customer or store (each side is told when the other acts on an order or writes): newest first, page by page
 * backwards, with the unread count. While the list is in use it listens on the live connection:
 * a notification is added the moment it is stored, and the lists it speaks of refresh (an order's
 * news refreshes the order lists and the insights; a message's, the inbox). A message notification
 * of the conversation open on this page counts as read at once.
 */
import { api, type JsonAnswer, type JsonBody, type Notification, type NotificationsPage, type TagType } from 'shared-api';
import { openLiveConnection, type LiveFrame } from 'shared-api/live';

export type MarkNotificationsReadBody = JsonBody<'/api/notifications/read', 'post'>;
export type MarkNotificationsReadAnswer = JsonAnswer<'/api/notifications/read', 'post'>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

const NOTIFICATIONS = { type: 'Notification', id: 'LIST' } as const;

/**
 * What a notification's news makes stale (keyed by string: the trust kinds reach the generated
 * types when they are regenerated; an unknown kind makes nothing stale).
 */
const STALE_BY_KIND: Record<string, Array<{ type: TagType; id: string } | TagType>> = {
  order_placed: [{ type: 'Order', id: 'LIST' }, { type: 'Insights', id: 'LIST' }],
  order_completed: [{ type: 'Order', id: 'LIST' }, { type: 'Insights', id: 'LIST' }],
  order_cancelled: [{ type: 'Order', id: 'LIST' }, { type: 'Insights', id: 'LIST' }],
  message: ['Inbox'],
  new_product: [],
  // A new review changes the product's and the store's rating figures, and the store's review list.
  review: ['Product', 'Store', { type: 'Review', id: 'STORE' }],
  review_reply: [],
  report_resolved: [],
  // A store's product taken down or restored, its store suspended; a buyer's order with a suspended store.
  operator_action: ['Product', { type: 'Order', id: 'LIST' }],
};

function isNotificationFrame(frame: LiveFrame): frame is LiveFrame & { notification: Notification } {
  const n = frame.notification as Partial<Notification> | undefined;
  return frame.type === 'notification' && typeof n === 'object' && n !== null && typeof n.id === 'number' && typeof n.link === 'string';
}

const samePath = (a: string, b: string) => {
  try {
    return decodeURIComponent(a).toLowerCase() === decodeURIComponent(b).toLowerCase();
  } catch {
    return a === b;
  }
};

/** True when the page showing `notification`'s conversation is the one open here. */
export function isConversationOpen(notification: Notification, pathname = globalThis.location?.pathname ?? ''): boolean {
  return notification.kind === 'message' && samePath(notification.link, pathname);
}

/**
 * The list with `incoming` added at the top: once, and replacing the unread message notification
 * of the same conversation (the server keeps only the newest one of those).
 */
export function withNotification(pages: NotificationsPage[], incoming: Notification): NotificationsPage[] {
  if (pages.length === 0 || pages.some((page) => page.items.some((n) => n.id === incoming.id))) return pages;
  const replaced = (n: Notification) => incoming.kind === 'message' && n.kind === 'message' && !n.read && n.link === incoming.link;
  const removedUnread = pages.reduce((sum, page) => sum + page.items.filter(replaced).length, 0);
  const unread = Math.max(0, pages[0].unread - removedUnread + (incoming.read ? 0 : 1));
  return pages.map((page, index) => ({
    unread,
    items: index === 0 ? [incoming, ...page.items.filter((n) => !replaced(n))] : page.items.filter((n) => !replaced(n)),
  }));
}

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.infiniteQuery<NotificationsPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => (lastPage.items.length < NOTIFICATIONS_PAGE_SIZE ? undefined : lastPage.items[lastPage.items.length - 1].id),
      },
      query: ({ pageParam }) => ({ url: '/api/notifications', params: { limit: NOTIFICATIONS_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) } }),
      providesTags: [NOTIFICATIONS],
      async onCacheEntryAdded(_arg, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch, extra }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // removed before any data arrived
        }
        const connection = openLiveConnection(
          {
            // Stored before the server listened: fetch. After a reconnection it resends what was missed.
            onReady: ({ resumed }) => {
              if (!resumed) dispatch(api.util.invalidateTags([NOTIFICATIONS]));
            },
            // The sign-in ended elsewhere (a suspension, a password change): asking again brings
            // the API's reason, and the store's session middleware signs the visitor out with it.
            onRefused: () => dispatch(api.util.invalidateTags([NOTIFICATIONS])),
            onFrame: (frame) => {
              if (!isNotificationFrame(frame)) return;
              const open = isConversationOpen(frame.notification);
              const notification = open ? { ...frame.notification, read: true } : frame.notification;
              updateCachedData((data) => {
                data.pages = withNotification(data.pages, notification);
              });
              if (open) void dispatch(notificationsApi.endpoints.markNotificationsRead.initiate({ ids: [notification.id] }));
              const stale = STALE_BY_KIND[notification.kind] ?? [];
              if (stale.length > 0) dispatch(api.util.invalidateTags(stale));
            },
          },
          extra as object,
        );
        await cacheEntryRemoved;
        connection.close();
      },
    }),
    /** Marks `ids` (or, without ids, every notification) read; the list shows it at once. */
    markNotificationsRead: build.mutation<MarkNotificationsReadAnswer, MarkNotificationsReadBody>({
      query: (body) => ({ url: '/api/notifications/read', method: 'POST', body }),
      async onQueryStarted({ ids }, { dispatch, queryFulfilled }) {
        const chosen = ids ? new Set(ids) : undefined;
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (data) => {
            let newlyRead = 0;
            for (const page of data.pages) {
              for (const n of page.items) {
                if (!n.read && (!chosen || chosen.has(n.id))) {
                  n.read = true;
                  newlyRead += 1;
                }
              }
            }
            const unread = chosen ? Math.max(0, (data.pages[0]?.unread ?? 0) - newlyRead) : 0;
            for (const page of data.pages) page.unread = unread;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: [NOTIFICATIONS],
    }),
  }),
});

export const { useGetNotificationsInfiniteQuery, useMarkNotificationsReadMutation } = notificationsApi;
