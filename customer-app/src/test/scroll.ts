import { act } from '@testing-library/react';

/** Pretends every element watched by an IntersectionObserver scrolled into view (see setup.ts). */
export function scrollObservedIntoView(): void {
  const observers = (globalThis as { __intersectionObservers?: Set<{ trigger(): void }> }).__intersectionObservers;
  act(() => {
    for (const observer of [...(observers ?? [])]) observer.trigger();
  });
}
