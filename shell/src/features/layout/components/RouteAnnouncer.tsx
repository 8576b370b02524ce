import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_NAME } from 'shared-api/remote-routes';
import { VisuallyHidden } from 'shared-ui';

/** How long a page may take to name itself before its heading (or the brand) is read instead. */
export const PAGE_NAME_WAIT_MS = 3000;

/** The page's name: its tab title once it has set one, else its first heading, else the brand. */
function pageName(): string {
  if (document.title && document.title !== SITE_NAME) return document.title;
  return document.querySelector('main h1')?.textContent?.trim() || document.title || SITE_NAME;
}

/** Calls `announce` once the new page has named itself (useDocumentTitle), or after PAGE_NAME_WAIT_MS. */
function whenPageNamed(announce: (name: string) => void): () => void {
  const named = () => document.title !== '' && document.title !== SITE_NAME;
  const observer = new MutationObserver(() => {
    if (named()) finish();
  });
  const timer = window.setTimeout(() => finish(), named() ? 0 : PAGE_NAME_WAIT_MS);
  function finish() {
    stop();
    announce(pageName());
  }
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return stop;
}

/**
 * Tells a screen reader which page a link opened, as a page load would: the app changes pages
 * without one, so after a navigation to another path it reads the new page's title from a live
 * region (not on the first page, which the browser announces, nor on a new query or language).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // Emptied first, so a page with the same name as the last one is still read.
    setAnnouncement('');
    return whenPageNamed(setAnnouncement);
  }, [pathname]);

  return (
    <VisuallyHidden aria-live="assertive" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
