import { useEffect } from 'react';
import { skipToken } from 'shared-api';
import { useGetConversationQuery, useSendMessageMutation, type ConversationKey } from './endpoints';

/**
 * A chat page's conversation, live (the query listens on the push channel), and a send for it.
 * Without a key (no session yet) nothing is fetched. The spec only logs a failed load and shows
 * an empty conversation, so `messages` is then [].
 */
export function useConversation(key: ConversationKey | undefined) {
  const { data, isLoading, isError, error } = useGetConversationQuery(key ?? skipToken);
  const [sendMessage, { isLoading: isSending }] = useSendMessageMutation();

  useEffect(() => {
    if (isError) console.error('Failed to load chat', error);
  }, [isError, error]);

  /** Resolves with the stored message; rejects with the API's error (the caller tells the user). */
  const send = (msg: string) => (key ? sendMessage({ ...key, msg }).unwrap() : Promise.reject(new Error('No conversation to send to')));

  return { messages: isError ? [] : data, isLoading, isSending, send };
}
