import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShipTo } from 'shared-api';
import { EMPTY_FILTERS, filtersToParams, readFilters, sameFilters, type ShopFilters } from '../shopFilters';

/** Typing waits this long before the URL (and so the search) changes. */
export const FILTER_DEBOUNCE_MS = 300;

/**
 * The filter form's values (`draft`, updated on every key press) and the filters in effect
 * (`applied`, read from the URL). Typing reaches the URL after a pause; choosing a country and
 * Clear Filters apply at once. Back/forward (a URL change from outside) refills the form.
 * Without `ships_to` in the URL, the ship-to filter is the shopper's chosen country (and follows
 * it); Clear Filters clears it for this page (`ships_to=`) and keeps the choice.
 *
 * `exact` (`exact=1` in the URL, dropped by any change of the filters): the shopper asked for the
 * search as typed rather than the typo-corrected results the API answered (`corrected`);
 * `searchFor(q, exact)` is the address of the applied filters with another text, or exactly this one.
 */
export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  const [shipTo] = useShipTo();
  const applied = useMemo(() => readFilters(params, shipTo), [params, shipTo]);
  const [draft, setDraft] = useState<ShopFilters>(applied);
  const lastWritten = useRef<ShopFilters>(applied);

  const write = useCallback(
    (filters: ShopFilters) => {
      lastWritten.current = filters;
      setParams(filtersToParams(filters, shipTo), { replace: true });
    },
    [setParams, shipTo],
  );

  // The URL changed without us (history navigation, a shared link): show what it says.
  useEffect(() => {
    if (!sameFilters(applied, lastWritten.current)) {
      lastWritten.current = applied;
      setDraft(applied);
    }
  }, [applied]);

  // Typing: apply after a pause.
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (sameFilters(draft, lastWritten.current)) return;
    const timer = setTimeout(() => write(draft), FILTER_DEBOUNCE_MS);
    pendingWrite.current = timer;
    return () => clearTimeout(timer);
  }, [draft, write]);

  /**
   * The shopper leaves the shop (a suggestion opened): the text still waiting for its pause is not
   * applied. The shop stays on screen while the next page's code loads, and a late write would put
   * the shop's address back in place of the page chosen.
   */
  const dropPendingTyping = useCallback(() => clearTimeout(pendingWrite.current), []);

  const setField = useCallback((key: keyof ShopFilters, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
  }, []);

  const setFieldNow = useCallback(
    (key: keyof ShopFilters, value: string) => {
      const next = { ...draft, [key]: value };
      setDraft(next);
      write(next);
    },
    [draft, write],
  );

  const clear = useCallback(() => {
    setDraft(EMPTY_FILTERS);
    write(EMPTY_FILTERS);
  }, [write]);

  const exact = params.get('exact') === '1';
  const searchFor = useCallback(
    (q: string, exactly = false) => {
      const next = filtersToParams({ ...applied, q }, shipTo);
      if (exactly) next.set('exact', '1');
      return `?${next.toString()}`;
    },
    [applied, shipTo],
  );

  return { draft, applied, exact, searchFor, setField, setFieldNow, clear, dropPendingTyping };
}
