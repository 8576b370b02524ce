import { createContext } from 'react';
import type { ThemeMode } from './tokens';

export interface ThemeModeContextValue {
  mode: ThemeMode;
  toggle(): void;
  setMode(mode: ThemeMode): void;
}

/**
 * The theme mode's context. It must be one object on the page, so that `useThemeMode()` in any app
 * finds the shell's <ThemeModeProvider>: this module is a federation share key of its own
 * (scripts/federation-shared.cjs), while the rest of shared-ui is bundled by each app.
 */
export const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);
