import { api } from '../api';
import type { InboxEntry, Message } from '../contract';
import { openConversationChannel } from '../live/conversationChannel';

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

/** Appends a message unless the conversation already holds it (push and send can both bring it). */
export function appendMessage(messages: Message[], message: Message): void {
  if (!messages.some((known) => known.message_id === message.message_id)) messages.push(message);
}

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInbox: build.query<InboxEntry[], void>({
      query: () => ({ url: '/api/inbox', method: 'POST' }),
      providesTags: ['Inbox'],
    }),
    /**
     * A conversation, oldest first. While the cache entry lives it listens on the push channel
     * (/api/live) and appends messages as they arrive; after a dropped connection it reconnects
     * and refetches what it may have missed.
     */
    getConversation: build.query<Message[], ConversationKey>({
      query: (key) => conversationPath('get', key),
      providesTags: (_messages, _error, key) => [{ type: 'Conversation', id: conversationId(key) }],
      // Close the push connection soon after the chat is left.
      keepUnusedDataFor: 10,
      async onCacheEntryAdded(key, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // removed before any data arrived
        }
        const channel = openConversationChannel(key, {
          onMessage: (message) => updateCachedData((messages) => appendMessage(messages, message)),
          onReconnected: () => dispatch(api.util.invalidateTags([{ type: 'Conversation', id: conversationId(key) }])),
        });
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
