/**
 * The live-chat push channel (INTERFACES.md): a WebSocket to <api>/api/live, authenticated by a
 * first frame `{type:'auth', token}`; the server answers `{type:'ready'}` and then pushes
 * `{type:'message', store_name, username, message}` for every message stored in a conversation
 * of this identity. Each `ready` triggers a catch-up fetch; a dropped connection is retried with
 * a growing delay; a refused token (close code 4401) is not retried.
 */
import { liveUrl } from '../config';
import type { Message } from '../contract';
import { getToken } from '../session/token';

export interface ConversationRef {
  store_name: string;
  username: string;
}

export interface ChannelHandlers {
  /** A message of this conversation was stored. */
  onMessage(message: Message): void;
  /**
   * The server listens for us now (first connection or after a drop): messages stored while we
   * were not listening (between the first fetch and now, or during the drop) must be fetched.
   */
  onReady(): void;
}

export interface ConversationChannel {
  close(): void;
}

export const AUTH_REFUSED_CLOSE_CODE = 4401;

/** Delays before each reconnection attempt (the last one repeats). Tests may shorten them. */
export const liveRetry = { delaysMs: [1000, 2000, 5000, 10_000, 30_000] };

type ServerFrame =
  | { type: 'ready' }
  | { type: 'message'; store_name: string; username: string; message: Message }
  | { type: string };

function parseFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame: unknown = JSON.parse(data);
    return frame && typeof frame === 'object' && typeof (frame as { type?: unknown }).type === 'string'
      ? (frame as ServerFrame)
      : null;
  } catch {
    return null;
  }
}

function isMessageFrame(frame: ServerFrame): frame is Extract<ServerFrame, { type: 'message' }> {
  return frame.type === 'message' && 'message' in frame && typeof frame.message === 'object' && frame.message !== null;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function openConversationChannel(conversation: ConversationRef, handlers: ChannelHandlers): ConversationChannel {
  let socket: WebSocket | undefined;
  let closed = false;
  let failedAttempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const scheduleReconnect = () => {
    const delays = liveRetry.delaysMs;
    const delay = delays[Math.min(failedAttempts, delays.length - 1)] ?? 1000;
    failedAttempts += 1;
    retryTimer = setTimeout(connect, delay);
  };

  function connect() {
    retryTimer = undefined;
    const token = getToken();
    if (closed || !token || typeof WebSocket === 'undefined') return;
    const ws = new WebSocket(liveUrl());
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
    ws.onmessage = (event: MessageEvent) => {
      const frame = parseFrame(event.data);
      if (!frame || closed) return;
      if (frame.type === 'ready') {
        failedAttempts = 0;
        handlers.onReady();
      } else if (
        isMessageFrame(frame) &&
        sameName(frame.store_name, conversation.store_name) &&
        sameName(frame.username, conversation.username)
      ) {
        handlers.onMessage(frame.message);
      }
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket === ws) socket = undefined;
      if (closed || event.code === AUTH_REFUSED_CLOSE_CODE) return;
      scheduleReconnect();
    };
  }

  connect();

  return {
    close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const open = socket;
      socket = undefined;
      if (open && (open.readyState === WebSocket.OPEN || open.readyState === WebSocket.CONNECTING)) open.close(1000);
    },
  };
}
