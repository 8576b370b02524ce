import { useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { applyModeToDocument } from './applyModeToDocument';
import { isThemeMode, readStoredMode, storeMode, THEME_STORAGE_KEY } from './storage';
import { ThemeModeContext, type ThemeModeContextValue } from '../core';
import { theme, type ThemeMode } from './tokens';

export type { ThemeModeContextValue };

/**
 * The mode lives on `<html data-theme>` (set before the first paint by the boot script, from the
 * stored choice), not in React state: the styles switch on that attribute, so nothing has to
 * re-render to change colours, and server-rendered markup never depends on it.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function documentMode(): ThemeMode {
  const current = document.documentElement.dataset.theme;
  return isThemeMode(current) ? current : readStoredMode();
}

function switchTo(mode: ThemeMode): void {
  applyModeToDocument(mode);
  for (const listener of listeners) listener();
}

export interface ThemeModeProviderProps {
  children: ReactNode;
  /** Start in this mode instead of the stored one (tests, previews). Not written to storage. */
  initialMode?: ThemeMode;
}

/**
 * Provides the theme (its colours are CSS variables) and the light/dark mode, remembered in
 * localStorage `theme` (default light). The server and the hydrating browser both render as light;
 * right after hydration the stored mode's name (the toggle's label) takes over, in the components
 * that read it (`useThemeMode`), not here. The colours never wait for that: they follow
 * `<html data-theme>`.
 */
export function ThemeModeProvider({ children, initialMode }: ThemeModeProviderProps) {
  // Applied before children's effects run: a preview's mode, or the stored one when no boot script ran.
  useEffect(() => {
    const wanted = initialMode ?? documentMode();
    if (document.documentElement.dataset.theme !== wanted) switchTo(wanted);
  }, [initialMode]);

  const setMode = useCallback((next: ThemeMode) => {
    storeMode(next);
    switchTo(next);
  }, []);
  const toggle = useCallback(() => setMode(documentMode() === 'dark' ? 'light' : 'dark'), [setMode]);

  // Another tab changed the theme: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY && isThemeMode(event.newValue)) switchTo(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ renderedMode: initialMode ?? 'light', toggle, setMode }), [initialMode, toggle, setMode]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeContextValue {
  const context = useContext(ThemeModeContext);
  if (!context) throw new Error('useThemeMode must be used inside <ThemeModeProvider>');
  const { renderedMode, toggle, setMode } = context;
  const mode = useSyncExternalStore(subscribe, documentMode, () => renderedMode);
  return { mode, toggle, setMode };
}
