import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BaseStyles } from './BaseStyles';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { colorVariable, themes, type ThemeColors, type ThemeMode } from '../theme/tokens';

/** Both modes, for `describe.each(modes)` so every behaviour is checked in light and dark. */
export const modes: ThemeMode[] = ['light', 'dark'];

/** Renders inside the theme (in `mode`) and a router; returns a user-event instance too. */
export function renderInTheme(ui: ReactElement, mode: ThemeMode, options: Omit<RenderOptions, 'wrapper'> & { advanceTimers?: (ms: number) => void } = {}) {
  const { advanceTimers, ...renderOptions } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <ThemeModeProvider initialMode={mode}>
        <BaseStyles />
        {children}
      </ThemeModeProvider>
    </MemoryRouter>
  );
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  return { user, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

/** "#4f46e5" → "rgb(79, 70, 229)", the form getComputedStyle reports. */
export function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * A computed colour as the browser would paint it in `mode`: the theme's colours are CSS variables
 * (switched by <html data-theme>), which jsdom leaves unresolved, so they are looked up here.
 */
export function paintedColor(element: Element, property: 'color' | 'backgroundColor' | 'borderColor', mode: ThemeMode): string {
  const value = getComputedStyle(element)[property];
  const variable = /^var\((--[\w-]+)\)$/.exec(value.trim())?.[1];
  if (!variable) return value;
  const colors = themes[mode].colors;
  const key = (Object.keys(colors) as (keyof ThemeColors)[]).find((name) => colorVariable(name) === variable);
  return key ? hexToRgb(colors[key]) : value;
}
