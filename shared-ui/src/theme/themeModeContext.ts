import { createContext } from 'react';
import type { ThemeMode } from './tokens';

export interface ThemeModeContextValue {
  mode: ThemeMode;
  toggle(): void;
  setMode(mode: ThemeMode): void;
}

/**
 * The theme mode's context. It must be one object on the page, so that `useThemeMode()` in any app
 * finds the shell's <ThemeModeProvider>: it is part of shared-ui's core (src/core, one federation
 * share key).
 */
export const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);
