import { useLayoutEffect, useRef } from 'react';

/** Keeps a scrolling container at its bottom whenever `trigger` changes (a new message arrived). */
export function useStickToBottom<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [trigger]);
  return ref;
}
