import { api, type InboxEntry, type Message } from 'shared-api';
import { openConversationChannel } from './conversationChannel';

export interface ConversationKey {
  store_name: string;
  username: string;
}

export interface SendMessageArg extends ConversationKey {
  msg: string;
}

export function conversationId({ store_name, username }: ConversationKey): string {
  return `${store_name}/and/${username}`;
}

function conversationPath(verb: 'get' | 'add', { store_name, username }: ConversationKey): string {
  return `/api/msg/${verb}/${encodeURIComponent(store_name)}/and/${encodeURIComponent(username)}`;
}

/**
 * Adds messages the conversation does not hold yet (push, send and refetch can all bring the same
 * one), keeping it oldest first (message ids grow with time).
 */
export function mergeMessages(messages: Message[], incoming: Message[]): void {
  const known = new Set(messages.map((message) => message.message_id));
  let appended = false;
  for (const message of incoming) {
    if (known.has(message.message_id)) continue;
    known.add(message.message_id);
    messages.push(message);
    appended = true;
  }
  if (appended) messages.sort((a, b) => a.message_id - b.message_id);
}

export function appendMessage(messages: Message[], message: Message): void {
  mergeMessages(messages, [message]);
}

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInbox: build.query<InboxEntry[], void>({
      query: () => ({ url: '/api/inbox', method: 'POST' }),
      providesTags: ['Inbox'],
    }),
    /**
     * A conversation, oldest first. While the cache entry lives it listens on the push channel
     * (/api/live) and appends messages as they arrive. Once the channel is ready (and again after
     * a dropped connection comes back) it refetches, so nothing stored meanwhile is missed.
     */
    getConversation: build.query<Message[], ConversationKey>({
      query: (key) => conversationPath('get', key),
      providesTags: (_messages, _error, key) => [{ type: 'Conversation', id: conversationId(key) }],
      // Close the push connection soon after the chat is left.
      keepUnusedDataFor: 10,
      // A refetch adds to what is shown instead of replacing it: a message pushed while the
      // refetch was on its way must not vanish. Messages are never deleted.
      merge: (messages, fetched) => mergeMessages(messages, fetched),
      async onCacheEntryAdded(key, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch, extra }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // removed before any data arrived
        }
        const channel = openConversationChannel(key, {
          onMessage: (message) => updateCachedData((messages) => appendMessage(messages, message)),
          onReady: () => dispatch(api.util.invalidateTags([{ type: 'Conversation', id: conversationId(key) }])),
        }, extra as object);
        await cacheEntryRemoved;
        channel.close();
      },
    }),
    /** Sends a message; the stored message is appended to the open conversation at once. */
    sendMessage: build.mutation<Message, SendMessageArg>({
      query: ({ msg, ...key }) => ({ url: conversationPath('add', key), method: 'POST', body: { msg } }),
      async onQueryStarted({ store_name, username }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            messagesApi.util.updateQueryData('getConversation', { store_name, username }, (messages) =>
              appendMessage(messages, data),
            ),
          );
        } catch {
          // the page shows "Failed to send message"
        }
      },
      invalidatesTags: (_message, error, key) =>
        error ? [] : ['Inbox', { type: 'Conversation', id: conversationId(key) }],
    }),
  }),
});

export const { useGetInboxQuery, useGetConversationQuery, useSendMessageMutation } = messagesApi;
