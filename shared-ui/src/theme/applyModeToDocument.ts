import { themes, type ThemeMode } from './tokens';

/** Keeps <html> in step with the mode (the same three things the boot script sets before paint). */
export function applyModeToDocument(mode: ThemeMode): void {
  const root = document.documentElement;
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  root.style.backgroundColor = themes[mode].colors.background;
}
