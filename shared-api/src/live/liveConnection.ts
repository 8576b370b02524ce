/**
 * A connection to the live channel (<api>/api/live, docs/live.md): a WebSocket authenticated by a
 * first frame `{type:'auth', token}`. The server answers `{type:'ready', last_message_id}` — where
 * its delivery starts — and then sends each new item of the identity's feeds in id order
 * (`{type:'message', …}` for chat messages).
 *
 * The connection remembers the last id it saw of each feed. After a drop (a restart, a deploy, a
 * network change) it reconnects and sends those ids, and the server sends exactly what was missed,
 * once, in order — so nothing needs fetching again. A dropped connection is retried for as long as
 * it is open, with a growing delay; a refused token (close code 4401) is never retried, but once
 * the tab holds a newer token (its own password change ended the old one) that one is used.
 *
 * One connection per tab and sign-in: every `openLiveConnection` (a chat page, the notification
 * bell) shares it, and it closes when the last one closes. A handler that joins a connection
 * already listening is told at once (`resumed: false`), so it fetches what came before.
 */
import { decodeToken, getToken, liveUrl } from 'shared-api';

export const AUTH_REFUSED_CLOSE_CODE = 4401;

/** Delays before each reconnection attempt (the last one repeats, for ever). Tests may shorten them. */
export const liveRetry = { delaysMs: [500, 1000, 2000, 5000, 10_000] };

export interface LiveFrame {
  type: string;
  [field: string]: unknown;
}

/** Which cursor each kind of frame moves, and the id it carries (one feed each). */
const FEEDS: Record<string, { cursor: string; idOf(frame: LiveFrame): unknown }> = {
  message: { cursor: 'last_message_id', idOf: (frame) => (frame.message as { message_id?: unknown } | undefined)?.message_id },
  notification: { cursor: 'last_notification_id', idOf: (frame) => (frame.notification as { id?: unknown } | undefined)?.id },
};

export interface LiveHandlers {
  /** A feed item, in id order, each once per connection. */
  onFrame(frame: LiveFrame): void;
  /**
   * The server listens for us now. `resumed` is false when it could not know what we missed (the
   * first connection): whatever was stored before it must be fetched.
   */
  onReady(info: { resumed: boolean }): void;
  /**
   * The server refused this sign-in (4401) and the tab holds no newer token of the account a moment
   * later: the token is dead (expired, its password changed elsewhere, its store suspended). A call
   * made now learns why.
   */
  onRefused?(): void;
}

export interface LiveConnection {
  close(): void;
}

function parseFrame(data: unknown): LiveFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame: unknown = JSON.parse(data);
    return frame && typeof frame === 'object' && typeof (frame as { type?: unknown }).type === 'string' ? (frame as LiveFrame) : null;
  } catch {
    return null;
  }
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Whether two tokens name the same customer or store. */
function sameAccount(a: string, b: string): boolean {
  const first = decodeToken(a);
  const second = decodeToken(b);
  if (first instanceof Error || second instanceof Error) return false;
  if (first.user_id !== undefined) return first.user_id === second.user_id && second.store_id === undefined;
  return first.store_id !== undefined && first.store_id === second.store_id && second.user_id === undefined;
}

interface SharedConnection {
  /** The token it signs in with (a newer one replaces it after a 4401). */
  token: string | undefined;
  attach(handlers: LiveHandlers): void;
  /** Detaches; the socket closes with the last handler. */
  detach(handlers: LiveHandlers): void;
}

/** The connection each scope (a Redux store: one per tab) shares. */
const sharedBy = new WeakMap<object, SharedConnection>();
const DEFAULT_SCOPE = {};

/** `scope`: who shares the connection (the store's thunk `extra`); one per tab by default. */
export function openLiveConnection(handlers: LiveHandlers, scope: object = DEFAULT_SCOPE): LiveConnection {
  let connection = sharedBy.get(scope);
  // A connection of another sign-in stays with its own handlers until they leave.
  if (!connection || connection.token !== getToken()) {
    connection = createSharedConnection(() => {
      if (sharedBy.get(scope) === connection) sharedBy.delete(scope);
    });
    sharedBy.set(scope, connection);
  }
  connection.attach(handlers);
  let closed = false;
  const joined = connection;
  return {
    close() {
      if (closed) return;
      closed = true;
      joined.detach(handlers);
    },
  };
}

function createSharedConnection(onLastDetached: () => void): SharedConnection {
  const subscribers = new Set<LiveHandlers>();
  let listening = false;
  const handlers: LiveHandlers = {
    onFrame: (frame) => {
      for (const subscriber of [...subscribers]) subscriber.onFrame(frame);
    },
    onReady: (info) => {
      listening = true;
      for (const subscriber of [...subscribers]) subscriber.onReady(info);
    },
    onRefused: () => {
      for (const subscriber of [...subscribers]) subscriber.onRefused?.();
    },
  };
  let socket: WebSocket | undefined;
  let closed = false;
  let failedAttempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The last id seen per feed, for the token they were seen with. */
  let cursors: Record<string, number> = {};
  let cursorsToken: string | undefined;

  const scheduleReconnect = () => {
    const delays = liveRetry.delaysMs;
    const delay = delays[Math.min(failedAttempts, delays.length - 1)] ?? 1000;
    failedAttempts += 1;
    retryTimer = setTimeout(connect, delay);
  };

  /**
   * Looks for a newer token of the same account at the retry delays (nothing is sent meanwhile),
   * and connects with it. Another account's token is not this connection's: its listeners open
   * their own.
   */
  function awaitNewerToken(refused: string, checks = 0) {
    const current = getToken();
    if (current && current !== refused && sameAccount(current, refused)) return connect();
    // Not at once: this tab's own password change refuses the old token just before its answer
    // brings the new one.
    if (checks === 1) handlers.onRefused?.();
    const delays = liveRetry.delaysMs;
    const delay = delays[Math.min(failedAttempts, delays.length - 1)] ?? 1000;
    failedAttempts += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!closed) awaitNewerToken(refused, checks + 1);
    }, delay);
  }

  function connect() {
    retryTimer = undefined;
    const token = getToken();
    if (closed || !token || typeof WebSocket === 'undefined') return;
    // Another sign-in has other feeds: start again.
    if (token !== cursorsToken) {
      cursors = {};
      cursorsToken = token;
      connection.token = token;
    }
    const resumeFrom = { ...cursors };
    const resumed = Object.keys(resumeFrom).length > 0;
    const ws = new WebSocket(liveUrl());
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token, ...resumeFrom }));
    ws.onmessage = (event: MessageEvent) => {
      const frame = parseFrame(event.data);
      if (!frame || closed || socket !== ws) return;
      if (frame.type === 'ready') {
        failedAttempts = 0;
        for (const { cursor } of Object.values(FEEDS)) {
          if (cursors[cursor] === undefined && isId(frame[cursor])) cursors[cursor] = frame[cursor] as number;
        }
        handlers.onReady({ resumed });
        return;
      }
      const feed = FEEDS[frame.type];
      if (feed) {
        const id = feed.idOf(frame);
        // Delivered in id order: anything at or before the cursor was seen already.
        if (!isId(id) || id <= (cursors[feed.cursor] ?? -1)) return;
        cursors[feed.cursor] = id;
      }
      handlers.onFrame(frame);
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket === ws) socket = undefined;
      listening = false;
      if (closed) return;
      if (event.code === AUTH_REFUSED_CLOSE_CODE) {
        // The sign-in this socket used has ended (a password change ends older tokens). Never
        // again with this token; but this tab may hold a newer one (it made the change, and its
        // answer may come just after the refusal): go on with that one as soon as it is there.
        failedAttempts = 0;
        awaitNewerToken(token);
        return;
      }
      scheduleReconnect();
    };
  }

  const connection: SharedConnection = {
    token: getToken(),
    attach(subscriber) {
      subscribers.add(subscriber);
      if (subscribers.size === 1 && !socket && !retryTimer && !closed) connect();
      // Already listening: this one missed what came before it joined.
      else if (listening) queueMicrotask(() => subscribers.has(subscriber) && subscriber.onReady({ resumed: false }));
    },
    detach(subscriber) {
      subscribers.delete(subscriber);
      if (subscribers.size > 0) return;
      closed = true;
      onLastDetached();
      if (retryTimer) clearTimeout(retryTimer);
      const open = socket;
      socket = undefined;
      if (open && (open.readyState === WebSocket.OPEN || open.readyState === WebSocket.CONNECTING)) open.close(1000);
    },
  };
  return connection;
}
