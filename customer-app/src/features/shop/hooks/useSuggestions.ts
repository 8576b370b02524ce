import { useEffect, useRef, useState } from 'react';
import { useLazySuggestProductsQuery, type Suggestion } from 'shared-api';

/** Typing waits this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** Fewer characters (after trimming) ask for nothing: the API answers none either. */
export const SUGGEST_MIN_LENGTH = 2;

const NONE: Suggestion[] = [];

/**
 * The suggestions for `text` while `enabled` (the shopper is typing): asked after a pause, from 2
 * characters on, through the RTK Query cache (a prefix typed again answers at once). A request
 * still running when a newer text is asked for is aborted, and only the answer for the newest text
 * is shown, so a slow answer for "te" never replaces the one for "tea".
 */
export function useSuggestions(text: string, enabled: boolean): Suggestion[] {
  const [trigger, result] = useLazySuggestProductsQuery();
  const [asked, setAsked] = useState('');
  const pending = useRef<{ arg: string; abort(): void } | null>(null);
  const q = enabled ? text.trim() : '';

  useEffect(() => {
    if (q.length < SUGGEST_MIN_LENGTH) {
      setAsked('');
      return;
    }
    const timer = setTimeout(() => {
      if (pending.current && pending.current.arg !== q) pending.current.abort();
      pending.current = trigger(q, true);
      setAsked(q);
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, trigger]);

  // Aborting on unmount: nobody waits for the answer any more.
  useEffect(() => () => pending.current?.abort(), []);

  // While a newer answer is on its way the list keeps the last one (no flicker at each key press);
  // an aborted request never answers, so the list only ever moves forward.
  if (!asked || q.length < SUGGEST_MIN_LENGTH) return NONE;
  return result.data ?? NONE;
}
