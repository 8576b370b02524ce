import { createGlobalStyle } from 'styled-components';
import { darkTheme, lightTheme } from './tokens';

/**
 * Base document styles. The `[data-theme]` rules match what the boot script set before paint, so the
 * first styled paint agrees with it even before React state exists.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html[data-theme='light'] { color-scheme: light; background-color: ${lightTheme.colors.background}; }
  html[data-theme='dark'] { color-scheme: dark; background-color: ${darkTheme.colors.background}; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    background-color: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4, h5, h6 { margin: 0; line-height: ${({ theme }) => theme.lineHeights.tight}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  p { margin: 0; }
  img, svg, video { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  a { color: ${({ theme }) => theme.colors.link}; text-underline-offset: 0.2em; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focusRing}; outline-offset: 2px; }
  ::selection { background: ${({ theme }) => theme.colors.primarySoft}; color: ${({ theme }) => theme.colors.primarySoftText}; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
