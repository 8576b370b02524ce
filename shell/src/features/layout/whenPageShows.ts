/** How a navigation waits for its new page to show something (see whenPageShows). */
export interface PageWait {
  /** Where it appears: 'body' for an element or the page's height, 'head' for the page's title. */
  in: 'body' | 'head';
  /** How long the page may take to show it. */
  timeoutMs: number;
  /** After timeoutMs: run `then` anyway, or give up. */
  onTimeout: 'run' | 'give up';
  /** Also give up when the visitor scrolls or types: they have chosen where to be. */
  untilVisitorActs?: boolean;
  /**
   * When the page shows it already: run `then` at once (the default), or on the next task, so
   * that a state update the caller made just before has rendered first.
   */
  ifShownAlready?: 'now' | 'next task';
}

/** What changes in each part of the document when a page shows something there. */
const watched: Record<PageWait['in'], MutationObserverInit> = {
  body: { childList: true, subtree: true },
  head: { childList: true, subtree: true, characterData: true },
};

const visitorEvents = ['wheel', 'touchmove', 'keydown'] as const;

/**
 * Runs `then` once the new page `shows()` what a navigation waits for: pages arrive in parts (a
 * remote's code, then its data), so it may not be there yet. The wait ends when it is, after the
 * timeout, or on the returned cleanup (the next navigation).
 */
export function whenPageShows(shows: () => boolean, then: () => void, wait: PageWait): () => void {
  const shownAlready = shows();
  if (shownAlready && wait.ifShownAlready !== 'next task') {
    then();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (shows()) finish();
  });
  const timer = window.setTimeout(
    () => (shownAlready || wait.onTimeout === 'run' ? finish() : stop()),
    shownAlready ? 0 : wait.timeoutMs,
  );
  const stopOn = wait.untilVisitorActs ? visitorEvents : [];
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of stopOn) window.removeEventListener(type, stop);
  }
  function finish() {
    stop();
    then();
  }
  observer.observe(wait.in === 'head' ? document.head : document.body, watched[wait.in]);
  for (const type of stopOn) window.addEventListener(type, stop, { passive: true });
  return stop;
}
