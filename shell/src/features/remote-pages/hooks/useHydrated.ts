import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards (and
 * from the start in a browser-rendered page). Parts the server leaves to the browser render a
 * placeholder until then, so hydration meets exactly what the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
