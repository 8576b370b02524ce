import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_NAME } from 'shared-api/remote-routes';

/**
 * On a navigation to another path the tab's title becomes the brand alone until the new page names
 * itself (`useDocumentTitle`, in an effect that runs after this one): the last page's title never
 * stays on the next page, even one that cannot name itself yet (its code or data on the way).
 * The first page keeps the title its document came with.
 */
export function useTitleOnNavigation(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    document.title = SITE_NAME;
  }, [pathname]);
}
