import { createContext } from 'react';
import type { ThemeMode } from './tokens';

/** What `useThemeMode()` gives: the current mode and the ways to change it. */
export interface ThemeModeContextValue {
  mode: ThemeMode;
  toggle(): void;
  setMode(mode: ThemeMode): void;
}

/**
 * What the provider puts in context: never the mode itself. The context's value stays one object
 * for the page's life, so a change of mode re-renders only the components that read it (React
 * drops the server HTML of a Suspense boundary still hydrating when a context above it changes).
 */
export interface ThemeModeControls {
  /** The mode the server and the hydrating browser render with (a preview's, else light). */
  renderedMode: ThemeMode;
  toggle(): void;
  setMode(mode: ThemeMode): void;
}

/**
 * The theme mode's context. It must be one object on the page, so that `useThemeMode()` in any app
 * finds the shell's <ThemeModeProvider>: it is part of shared-ui's core (src/core, one federation
 * share key).
 */
export const ThemeModeContext = createContext<ThemeModeControls | null>(null);
