import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a page may take to show the element its address names (`#product-reviews`) before the wait ends. */
export const HASH_TARGET_WAIT_MS = 5000;

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
 * Scrolls to the element `hash` names once the page shows it: pages arrive in parts (a remote's
 * code, then its data), so it may not be there yet. The wait ends when it appears, after
 * HASH_TARGET_WAIT_MS, or when the visitor scrolls or moves on (the returned cleanup).
 */
function scrollToHashWhenShown(hash: string): () => void {
  const shown = hashTarget(hash);
  if (shown) {
    shown.scrollIntoView();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const target = hashTarget(hash);
    if (!target) return;
    stop();
    target.scrollIntoView();
  });
  const timer = window.setTimeout(() => stop(), HASH_TARGET_WAIT_MS);
  // A visitor who scrolls or types meanwhile has chosen where to be.
  const stopOnVisitor = () => stop();
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('wheel', stopOnVisitor);
    window.removeEventListener('touchmove', stopOnVisitor);
    window.removeEventListener('keydown', stopOnVisitor);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('wheel', stopOnVisitor, { passive: true });
  window.addEventListener('touchmove', stopOnVisitor, { passive: true });
  window.addEventListener('keydown', stopOnVisitor);
  return stop;
}

/**
 * Where the window is after a navigation, as on a site of whole pages: a link to another page starts
 * at its top (or at the element its hash names), while back and forward leave the browser to put the
 * window where it was. The router changes the page without a load, so without this a shopper who
 * clicked a product far down the shop arrived halfway down the product's page. A change of the query
 * alone (filters, tabs) or of the language (the same page in other words) keeps the window where it is.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<{ pathname: string; hash: string } | null>(null);

  // Before paint, so the new page is never drawn at the old page's scroll position.
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { pathname, hash };
    if (previous === null || navigationType === 'POP') return;
    if (previous.pathname !== pathname) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);

  // The hash's element: on a link that names one, and on the first load when the server's page
  // did not hold it yet (the browser scrolls to it by itself when it did).
  const first = useRef(true);
  useEffect(() => {
    const firstLoad = first.current;
    first.current = false;
    if (!hash || (navigationType === 'POP' && !firstLoad)) return;
    if (firstLoad && hashTarget(hash)) return;
    return scrollToHashWhenShown(hash);
  }, [pathname, hash, navigationType]);
}
