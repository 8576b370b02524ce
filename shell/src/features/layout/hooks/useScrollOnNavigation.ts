import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { persistScrollPositions, rememberScrollPosition, scrollPositionOf } from '../scrollPositions';
import { whenPageShows } from '../whenPageShows';

/** How long a page may take to show what a navigation waits for (the hash's element, its old height). */
export const SCROLL_WAIT_MS = 5000;

/** The element an address's hash names, if the page shows it. */
function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return document.getElementById(id);
}

/**
 * What a navigation scrolls to may not be there yet; the wait gives up when the visitor scrolls or
 * types (they have chosen where to be).
 */
const scrollWait = { in: 'body', timeoutMs: SCROLL_WAIT_MS, untilVisitorActs: true } as const;

/** Scrolls to the element `hash` names once the page shows it. */
const scrollToHashWhenShown = (hash: string) =>
  whenPageShows(() => hashTarget(hash) !== null, () => hashTarget(hash)?.scrollIntoView(), { ...scrollWait, onTimeout: 'give up' });

/** Scrolls back to `y` once the page is tall enough again (or as near as it is after the wait). */
const restoreWhenTall = (y: number) =>
  whenPageShows(() => document.documentElement.scrollHeight - window.innerHeight >= y, () => window.scrollTo(0, y), { ...scrollWait, onTimeout: 'run' });

/**
 * Where the window is after a navigation, as on a site of whole pages: a link to another page starts
 * at its top (or at the element its hash names); back and forward return to where the visitor was on
 * that entry, once the page is tall enough again (the browser's own restoring ran before the page
 * had re-rendered, and stopped short). The router changes the page without a load, so without this
 * a shopper who clicked a product far down the shop arrived halfway down the product's page. A
 * change of the query alone (filters, tabs) or of the language keeps the window where it is.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<{ pathname: string; hash: string } | null>(null);
  const entryKey = useRef(key);

  // Each entry's position as the visitor leaves it, kept across a reload of the tab.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => rememberScrollPosition(entryKey.current, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persistScrollPositions);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persistScrollPositions);
    };
  }, []);

  // Before paint, so the new page is never drawn at the old page's scroll position.
  useLayoutEffect(() => {
    entryKey.current = key;
    const previous = shown.current;
    shown.current = { pathname, hash };
    if (previous === null || navigationType === 'POP') return;
    if (previous.pathname !== pathname) window.scrollTo(0, 0);
  }, [pathname, hash, key, navigationType]);

  // Back, forward or a reload: where the visitor was on this entry (its top if they never scrolled
  // it); on the page's first load only a position kept from before a reload, else the browser's.
  const loaded = useRef(false);
  useEffect(() => {
    const firstLoad = !loaded.current;
    loaded.current = true;
    if (navigationType !== 'POP') return;
    const y = scrollPositionOf(key);
    if (y !== undefined) return restoreWhenTall(y);
    if (!firstLoad) window.scrollTo(0, 0);
  }, [key, navigationType]);

  // The hash's element: on a link that names one, and on the first load when the server's page
  // did not hold it yet (the browser scrolls to it by itself when it did).
  const first = useRef(true);
  useEffect(() => {
    const firstLoad = first.current;
    first.current = false;
    if (!hash || (navigationType === 'POP' && !firstLoad)) return;
    if (firstLoad && (hashTarget(hash) || scrollPositionOf(key) !== undefined)) return;
    return scrollToHashWhenShown(hash);
  }, [pathname, hash, key, navigationType]);
}
