import { useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned sentinel element comes near the viewport (600 px ahead),
 * so the next page is usually there before the user reaches the end of the grid. `pageCount`
 * re-arms the observer after each page: a sentinel still in view after a short page fires again.
 */
export function useLoadMoreOnScroll(loadMore: () => void, enabled: boolean, pageCount: number) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, pageCount]);

  return sentinelRef;
}
