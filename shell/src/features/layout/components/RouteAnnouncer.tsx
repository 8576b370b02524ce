import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_NAME } from 'shared-api/remote-routes';
import { VisuallyHidden } from 'shared-ui';
import { whenPageShows } from '../whenPageShows';

/** How long a page may take to name itself before its heading (or the brand) is read instead. */
export const PAGE_NAME_WAIT_MS = 3000;

/** Whether the new page has named itself (useDocumentTitle): the brand alone is the title between pages. */
const named = () => document.title !== '' && document.title !== SITE_NAME;

/** The page's name: its tab title once it has set one, else its first heading, else the brand. */
function pageName(): string {
  if (named()) return document.title;
  return document.querySelector('main h1')?.textContent?.trim() || document.title || SITE_NAME;
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
    // On the next task even when the page is named already, so that the emptying renders first.
    return whenPageShows(named, () => setAnnouncement(pageName()), {
      in: 'head',
      timeoutMs: PAGE_NAME_WAIT_MS,
      onTimeout: 'run',
      ifShownAlready: 'next task',
    });
  }, [pathname]);

  return (
    <VisuallyHidden aria-live="assertive" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
