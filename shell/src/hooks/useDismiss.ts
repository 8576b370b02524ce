import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes an open popover of the frame (the notifications, the preferences) as menus do: on Escape,
 * giving the focus back to the button that opened it (else a keyboard user is left on a panel that
 * is gone), and on a press outside `anchor` (the button and its panel).
 */
export function useDismiss(open: boolean, dismiss: () => void, anchor: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null>): void {
  // The latest `dismiss`, without listening again on every render.
  const latest = useRef(dismiss);
  latest.current = dismiss;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      latest.current();
      trigger.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (anchor.current && !anchor.current.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, anchor, trigger]);
}
