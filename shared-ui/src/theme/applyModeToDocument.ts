import type { ThemeMode } from './tokens';

/**
 * Keeps <html> in step with the mode (the same three things the boot script sets before paint; the
 * background as the palette's variable, which the page's palette style sheet defines per mode).
 */
export function applyModeToDocument(mode: ThemeMode): void {
  const root = document.documentElement;
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  root.style.backgroundColor = 'var(--c-background)';
}
