/**
 * Design tokens: the only place colour literals live. Both palettes share one shape; the theme the
 * components get (`theme`, the styled-components `DefaultTheme` through `styled.d.ts`) names every
 * colour and shadow as a CSS variable, and `paletteStyleSheet()` defines those variables per palette
 * under `html[data-theme]`. So the server renders the same markup and CSS for both modes, and the
 * mode a visitor stored is applied before the first paint by the boot script setting one attribute.
 *
 * The palettes' values reach a page as that static style sheet, written into the HTML (the server's
 * document, index.html), never as JavaScript: the browser's bundles carry the variables' names only.
 */
export type ThemeMode = 'light' | 'dark';

/** Every colour of the theme, by name (the keys of ThemeColors, checked below). */
const COLOR_NAMES = [
  'background',
  'surface',
  'surfaceMuted',
  'surfaceHover',
  'text',
  'textMuted',
  'border',
  'inputBorder',
  'primary',
  'primaryHover',
  'primaryText',
  'primarySoft',
  'primarySoftText',
  'link',
  'destructive',
  'destructiveHover',
  'destructiveText',
  'danger',
  'success',
  'successText',
  'focusRing',
  'overlay',
  'ownMessage',
  'ownMessageText',
  'otherMessage',
  'otherMessageText',
  'skeleton',
  'rating',
] as const;
const SHADOW_NAMES = ['sm', 'md', 'lg'] as const;

export interface ThemeColors {
  background: string;
  surface: string;
  surfaceMuted: string;
  surfaceHover: string;
  text: string;
  textMuted: string;
  border: string;
  inputBorder: string;
  primary: string;
  primaryHover: string;
  primaryText: string;
  primarySoft: string;
  primarySoftText: string;
  link: string;
  destructive: string;
  destructiveHover: string;
  destructiveText: string;
  /** Error text on background/surface (form errors). */
  danger: string;
  success: string;
  successText: string;
  focusRing: string;
  overlay: string;
  ownMessage: string;
  ownMessageText: string;
  otherMessage: string;
  otherMessageText: string;
  skeleton: string;
  /** A rating's filled stars (a graphic: 3:1 against the surface). */
  rating: string;
}

const shared = {
  fonts: {
    // System fonts only (nothing downloaded), with faces for Arabic and Japanese where the Latin
    // ones have no such letters: macOS/iOS (Geeza Pro, Hiragino), Windows (Segoe UI, Tahoma, Yu
    // Gothic, Meiryo), Android/Linux (Noto).
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans Arabic', 'Geeza Pro', Tahoma, 'Noto Sans JP', 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic', Meiryo, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, snug: 1.35, normal: 1.5 },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
    20: '5rem',
  },
  radii: { sm: '0.375rem', md: '0.5rem', lg: '0.75rem', xl: '1rem', full: '9999px' },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  media: {
    sm: '@media (min-width: 640px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
    xl: '@media (min-width: 1280px)',
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  sizes: { page: '80rem', header: '4rem', narrow: '32rem', control: '2.5rem', controlSm: '2.125rem', controlLg: '2.875rem' },
  zIndex: { base: 0, sticky: 40, overlay: 50, dialog: 51, toast: 100 },
  transitions: { fast: '120ms ease', normal: '200ms ease' },
} as const;

export interface ThemeShadows {
  sm: string;
  md: string;
  lg: string;
}

export type Theme = typeof shared & {
  colors: ThemeColors;
  shadows: ThemeShadows;
};

const lightColors: ThemeColors = {
  background: '#f8f8fa',
  surface: '#ffffff',
  surfaceMuted: '#f1f1f4',
  surfaceHover: '#ececf1',
  text: '#0b0b12',
  textMuted: '#51515e',
  border: '#e2e2e8',
  inputBorder: '#8b8b99',
  primary: '#4f46e5',
  primaryHover: '#4338ca',
  primaryText: '#ffffff',
  primarySoft: '#eef0ff',
  primarySoftText: '#3730a3',
  link: '#4338ca',
  destructive: '#dc2626',
  destructiveHover: '#b91c1c',
  destructiveText: '#ffffff',
  danger: '#b91c1c',
  success: '#15803d',
  successText: '#ffffff',
  focusRing: '#4f46e5',
  overlay: 'rgba(11, 11, 18, 0.55)',
  ownMessage: '#4f46e5',
  ownMessageText: '#ffffff',
  otherMessage: '#f1f1f4',
  otherMessageText: '#0b0b12',
  skeleton: '#e8e8ee',
  rating: '#b45309',
};

const darkColors: ThemeColors = {
  background: '#0b0b10',
  surface: '#15151c',
  surfaceMuted: '#20202a',
  surfaceHover: '#262632',
  text: '#f4f4f7',
  textMuted: '#a6a6b4',
  border: '#2c2c38',
  inputBorder: '#6e6e7e',
  primary: '#8b93ff',
  primaryHover: '#a3a9ff',
  primaryText: '#0b0b12',
  primarySoft: '#23244a',
  primarySoftText: '#c7caff',
  link: '#a3a9ff',
  destructive: '#dc2626',
  destructiveHover: '#b91c1c',
  destructiveText: '#ffffff',
  danger: '#f87171',
  success: '#4ade80',
  successText: '#052e16',
  focusRing: '#a3a9ff',
  overlay: 'rgba(0, 0, 0, 0.7)',
  ownMessage: '#4f46e5',
  ownMessageText: '#ffffff',
  otherMessage: '#20202a',
  otherMessageText: '#f4f4f7',
  skeleton: '#22222c',
  rating: '#fbbf24',
};

/** The light palette as a full theme of literal values (tests, contrast checks, static HTML). */
export const lightTheme: Theme = {
  ...shared,
  colors: lightColors,
  shadows: {
    sm: '0 1px 2px rgba(16, 16, 28, 0.06)',
    md: '0 4px 12px -2px rgba(16, 16, 28, 0.08), 0 2px 4px -2px rgba(16, 16, 28, 0.06)',
    lg: '0 16px 40px -8px rgba(16, 16, 28, 0.18), 0 4px 12px -4px rgba(16, 16, 28, 0.08)',
  },
};

/** The dark palette as a full theme of literal values. */
export const darkTheme: Theme = {
  ...shared,
  colors: darkColors,
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px -2px rgba(0, 0, 0, 0.5)',
    lg: '0 16px 40px -8px rgba(0, 0, 0, 0.7)',
  },
};

export const themes: Record<ThemeMode, Theme> = { light: lightTheme, dark: darkTheme };

/** "primarySoft" → "--c-primary-soft". */
export function colorVariable(name: keyof ThemeColors): string {
  return `--c-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export function shadowVariable(name: keyof ThemeShadows): string {
  return `--shadow-${name}`;
}

// The name lists hold exactly the keys of the interfaces (a missing or extra name fails to compile).
type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const colorNamesMatch: Exactly<(typeof COLOR_NAMES)[number], keyof ThemeColors> = true;
const shadowNamesMatch: Exactly<(typeof SHADOW_NAMES)[number], keyof ThemeShadows> = true;
void colorNamesMatch;
void shadowNamesMatch;

function asVariables<K extends string>(names: readonly K[], name: (key: K) => string): Record<K, string> {
  return Object.fromEntries(names.map((key) => [key, `var(${name(key)})`])) as Record<K, string>;
}

/** The theme every component is styled with: colours and shadows are CSS variables (see paletteStyleSheet). */
export const theme: Theme = {
  ...shared,
  colors: asVariables(COLOR_NAMES, colorVariable),
  shadows: asVariables(SHADOW_NAMES, shadowVariable),
};

/** The declarations of one mode's variables, e.g. "--c-background:#f8f8fa;…". */
export function paletteDeclarations(mode: ThemeMode): string {
  const { colors, shadows } = themes[mode];
  const colorLines = COLOR_NAMES.map((key) => `${colorVariable(key)}:${colors[key]};`);
  const shadowLines = SHADOW_NAMES.map((key) => `${shadowVariable(key)}:${shadows[key]};`);
  return [...colorLines, ...shadowLines].join('');
}

/**
 * The theme's variables as CSS: light by default (also without JavaScript), dark under
 * `html[data-theme='dark']`, which the boot script sets before the first paint from the stored
 * choice. Written into every page's HTML in a `<style>` of its own (the server's document and
 * index.html), so no bundle carries the palettes.
 */
export function paletteStyleSheet(): string {
  return `:root{color-scheme:light;${paletteDeclarations('light')}}html[data-theme='dark']{color-scheme:dark;${paletteDeclarations('dark')}}`;
}
