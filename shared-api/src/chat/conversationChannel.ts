/**
 * A conversation's live updates: a live connection (liveConnection.ts) whose message frames of
 * this conversation reach `onMessage`. The first time the server listens, `onReady` asks for a
 * fetch (messages stored before it listened); after a reconnection the server resends what was
 * missed itself.
 */
import type { Message } from 'shared-api';
import { openLiveConnection, type LiveFrame } from 'shared-api/live';
import type { ConversationKey } from './endpoints';

export interface ChannelHandlers {
  /** A message of this conversation was stored. */
  onMessage(message: Message): void;
  /** Messages stored before the server listened may be missing: fetch the conversation. */
  onReady(): void;
}

export interface ConversationChannel {
  close(): void;
}

interface MessageFrame extends LiveFrame {
  type: 'message';
  store_name: string;
  username: string;
  message: Message;
}

function isMessageFrame(frame: LiveFrame): frame is MessageFrame {
  return frame.type === 'message' && typeof frame.store_name === 'string' && typeof frame.username === 'string' && typeof frame.message === 'object' && frame.message !== null;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function openConversationChannel(conversation: ConversationKey, handlers: ChannelHandlers, scope?: object): ConversationChannel {
  return openLiveConnection({
    onReady: ({ resumed }) => {
      if (!resumed) handlers.onReady();
    },
    onFrame: (frame) => {
      if (isMessageFrame(frame) && sameName(frame.store_name, conversation.store_name) && sameName(frame.username, conversation.username)) {
        handlers.onMessage(frame.message);
      }
    },
  }, scope);
}
