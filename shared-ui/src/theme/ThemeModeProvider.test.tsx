import { act, render, renderHook, screen } from '@testing-library/react';
import { useContext } from 'react';
import { ThemeModeContext } from '../core';
import { useTheme } from 'styled-components';
import { themeBootScript } from './bootScript';
import { hexToRgb } from '../test/render';
import { pageStyleSheet } from './baseStyles';
import { ThemeModeProvider, useThemeMode } from './ThemeModeProvider';
import { darkTheme, lightTheme } from './tokens';

function ThemeProbe() {
  const theme = useTheme();
  const { mode } = useThemeMode();
  return (
    <p>
      mode:{mode} background:{theme.colors.background}
    </p>
  );
}

function resetDocument() {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  document.documentElement.removeAttribute('style');
}

beforeEach(resetDocument);

describe('ThemeModeProvider', () => {
  it('defaults to light when nothing is stored, without writing a choice', () => {
    render(
      <ThemeModeProvider>
        <ThemeProbe />
      </ThemeModeProvider>,
    );
    expect(screen.getByText('mode:light background:var(--c-background)')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('starts in the stored theme', () => {
    localStorage.setItem('theme', 'dark');
    render(
      <ThemeModeProvider>
        <ThemeProbe />
      </ThemeModeProvider>,
    );
    // The theme names a variable; the mode on <html> decides what it holds.
    expect(screen.getByText('mode:dark background:var(--c-background)')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('ignores a junk stored value and falls back to light', () => {
    localStorage.setItem('theme', 'purple');
    render(
      <ThemeModeProvider>
        <ThemeProbe />
      </ThemeModeProvider>,
    );
    expect(screen.getByText(/mode:light/)).toBeInTheDocument();
  });

  it('follows a change made in another tab', () => {
    render(
      <ThemeModeProvider>
        <ThemeProbe />
      </ThemeModeProvider>,
    );
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(screen.getByText(/mode:dark/)).toBeInTheDocument();
  });

  it("keeps one context value for the page's life: a change of mode reaches only what reads the mode", () => {
    // React drops the server HTML of a Suspense boundary still hydrating when a context above it
    // changes (e2e/tests/hydration-keeps-html.spec.ts); the stored mode is taken up right then.
    const seen = new Set<unknown>();
    let toggle: () => void = () => {};
    function Probe() {
      seen.add(useContext(ThemeModeContext));
      const mode = useThemeMode();
      toggle = mode.toggle;
      return <p>mode:{mode.mode}</p>;
    }
    localStorage.setItem('theme', 'dark');
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    act(() => toggle());
    expect(screen.getByText('mode:light')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(screen.getByText('mode:dark')).toBeInTheDocument();
    expect(seen.size).toBe(1);
  });

  it('useThemeMode outside the provider fails loudly', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useThemeMode())).toThrow('useThemeMode must be used inside <ThemeModeProvider>');
    jest.restoreAllMocks();
  });
});

describe('themeBootScript', () => {
  const runBootScript = () => new Function(themeBootScript)();

  it('applies a stored dark theme to <html> before React runs', () => {
    localStorage.setItem('theme', 'dark');
    runBootScript();
    const root = document.documentElement;
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(root.style.backgroundColor).toBe(hexToRgb(darkTheme.colors.background));
  });

  it('defaults to light', () => {
    runBootScript();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.backgroundColor).toBe(hexToRgb(lightTheme.colors.background));
  });

  it('still marks the page light when storage throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    runBootScript();
    expect(document.documentElement.dataset.theme).toBe('light');
    getItem.mockRestore();
  });
});

describe('the palette style sheet', () => {
  /** The value a theme variable holds on <html> in its current mode, from the page's rules. */
  function variableOnRoot(name: string): string | undefined {
    const root = document.documentElement;
    let value: string | undefined;
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule instanceof CSSStyleRule && root.matches(rule.selectorText)) {
          value = rule.style.getPropertyValue(name).trim() || value;
        }
      }
    }
    return value;
  }

  it('defines the variables of the current mode on <html>, follows a toggle, and the base styles paint with them', () => {
    // As the server's document and index.html write them into the head.
    const palette = document.createElement('style');
    palette.textContent = pageStyleSheet();
    document.head.append(palette);
    let toggle: () => void = () => {};
    function Capture() {
      toggle = useThemeMode().toggle;
      return null;
    }
    render(
      <ThemeModeProvider>
        <Capture />
      </ThemeModeProvider>,
    );
    expect(getComputedStyle(document.body).backgroundColor).toBe('var(--c-background)');
    expect(variableOnRoot('--c-background')).toBe(lightTheme.colors.background);
    expect(variableOnRoot('--c-text')).toBe(lightTheme.colors.text);
    act(() => toggle());
    expect(variableOnRoot('--c-background')).toBe(darkTheme.colors.background);
    expect(variableOnRoot('--c-text')).toBe(darkTheme.colors.text);
    expect(variableOnRoot('--shadow-sm')).toBe(darkTheme.shadows.sm);
    // The inline background the boot script set follows the mode too.
    expect(document.documentElement.style.backgroundColor).toBe('var(--c-background)');
    palette.remove();
  });
});
