import type { ThemeMode } from './tokens';

/** localStorage key holding the chosen theme (spec: "theme"). */
export const THEME_STORAGE_KEY = 'theme';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** The stored choice, or light (the default) when nothing valid is stored or storage is blocked. */
export function readStoredMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : 'light';
  } catch {
    return 'light';
  }
}

export function storeMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage can be blocked (private mode, policies): the choice then lasts for this page only.
  }
}
