import { renderHook, type RenderHookResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore, type RootState } from '../store';

/** renderHook inside a Provider of a fresh store (or the one given). */
export function renderWithStore<Result>(
  hook: () => Result,
  options: { store?: AppStore; preloadedState?: Partial<RootState> } = {},
): RenderHookResult<Result, unknown> & { store: AppStore } {
  const store = options.store ?? makeStore({ preloadedState: options.preloadedState });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { ...renderHook(hook, { wrapper }), store };
}
