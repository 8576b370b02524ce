import { createGlobalStyle } from 'styled-components';

/**
 * Base document styles. The theme's CSS variables they use are defined by the page's static
 * palette style sheet (`paletteStyleSheet()` in tokens.ts: light by default, dark under
 * `html[data-theme='dark']`). The markup and CSS are the same for both modes, so server-rendered
 * HTML fits either.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { background-color: var(--c-background); -webkit-text-size-adjust: 100%; }
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
  /* Direction-bearing icons (arrows, going in or out, the cart) point the reading way. */
  [dir='rtl'] [data-rtl-mirror] { transform: scaleX(-1); }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focusRing}; outline-offset: 2px; }
  ::selection { background: ${({ theme }) => theme.colors.primarySoft}; color: ${({ theme }) => theme.colors.primarySoftText}; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
