import { useEffect } from 'react';

/**
 * <html data-app-ready>: from then on the page's buttons answer. Browser tests wait for it before
 * they click. Set by the app once its first render has committed, except while a server-rendered
 * remote page hydrates: that page sits in a Suspense boundary (RemoteBoundary) which React leaves
 * as inert server HTML, after the rest of the app has hydrated, until the remote's code has
 * arrived; there the page itself sets it (MarkAppReady), once its boundary has hydrated.
 */
export function markAppReady(): void {
  document.documentElement.dataset.appReady = 'true';
}

/** Marks the app ready when it commits: rendered beside a page, so the page has hydrated by then. */
export function MarkAppReady(): null {
  useEffect(markAppReady, []);
  return null;
}
