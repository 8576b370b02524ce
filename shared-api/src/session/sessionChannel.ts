/**
 * The tabs of one browser share the token cookie, but each keeps its own store: a sign-in or
 * sign-out in one tab is news the others must hear. They hear it over a BroadcastChannel, with the
 * token itself: a tab that read the cookie on hearing the news could still read the old value,
 * because a cookie written in one tab reaches the others' cookie caches a moment later.
 */
const CHANNEL_NAME = 'marketplace-session';

/** What a tab tells the others: the token it now holds, or null after a sign-out. */
export interface SessionNews {
  token: string | null;
}

/** One channel per page: a BroadcastChannel never hears its own messages, so a tab never hears itself. */
let channel: BroadcastChannel | null | undefined;

function pageChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
    // Node has BroadcastChannel too (tests, server renders): it must not keep the process alive.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  return channel;
}

function isSessionNews(data: unknown): data is SessionNews {
  if (typeof data !== 'object' || data === null) return false;
  const { token } = data as { token?: unknown };
  return token === null || typeof token === 'string';
}

/** Tells the page's other tabs which token it holds now (best effort: an old browser has no channel). */
export function announceSession(news: SessionNews): void {
  pageChannel()?.postMessage(news);
}

/** Calls `onNews` with each other tab's news until the returned function is called. */
export function listenForSessionNews(onNews: (news: SessionNews) => void): () => void {
  const listening = pageChannel();
  if (!listening) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if (isSessionNews(event.data)) onNews(event.data);
  };
  listening.addEventListener('message', onMessage);
  return () => listening.removeEventListener('message', onMessage);
}

/** For tests: the next announce or listen opens a fresh channel. */
export function closeSessionChannel(): void {
  channel?.close();
  channel = undefined;
}
