import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { GlobalStyle } from '../theme/GlobalStyle';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import type { ThemeMode } from '../theme/tokens';

/** Both modes, for `describe.each(modes)` so every behaviour is checked in light and dark. */
export const modes: ThemeMode[] = ['light', 'dark'];

/** Renders inside the theme (in `mode`) and a router; returns a user-event instance too. */
export function renderInTheme(ui: ReactElement, mode: ThemeMode, options: Omit<RenderOptions, 'wrapper'> & { advanceTimers?: (ms: number) => void } = {}) {
  const { advanceTimers, ...renderOptions } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <ThemeModeProvider initialMode={mode}>
        <GlobalStyle />
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
