import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { applyModeToDocument } from './applyModeToDocument';
import { isThemeMode, readStoredMode, storeMode, THEME_STORAGE_KEY } from './storage';
import { themes, type ThemeMode } from './tokens';

export interface ThemeModeContextValue {
  mode: ThemeMode;
  toggle(): void;
  setMode(mode: ThemeMode): void;
}

const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

// useLayoutEffect in the browser (no flash between render and paint); useEffect where there is no DOM.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export interface ThemeModeProviderProps {
  children: ReactNode;
  /** Start in this mode instead of the stored one (tests, previews). Not written to storage. */
  initialMode?: ThemeMode;
}

/** Provides the light/dark token set, remembers the choice in localStorage `theme` (default light). */
export function ThemeModeProvider({ children, initialMode }: ThemeModeProviderProps) {
  const [mode, setModeState] = useState<ThemeMode>(() => initialMode ?? readStoredMode());

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    storeMode(next);
  }, []);
  const toggle = useCallback(() => {
    setModeState((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      storeMode(next);
      return next;
    });
  }, []);

  useIsomorphicLayoutEffect(() => applyModeToDocument(mode), [mode]);

  // Another tab changed the theme: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY && isThemeMode(event.newValue)) setModeState(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ mode, toggle, setMode }), [mode, toggle, setMode]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={themes[mode]}>{children}</ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeContextValue {
  const context = useContext(ThemeModeContext);
  if (!context) throw new Error('useThemeMode must be used inside <ThemeModeProvider>');
  return context;
}
