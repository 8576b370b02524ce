import { paletteStyleSheet, theme } from './tokens';

/**
 * The document's base styles (box sizing, the body's font and colours, headings, links, focus ring,
 * right-to-left icons, reduced motion) as static CSS, written into every page's head beside the
 * palettes (the server's document, index.html). Not a styled-components global style: one of those
 * deletes and inserts its rules again when the browser mounts it, which made Chromium restyle the
 * whole server-rendered page once more during hydration (~9 ms on a mid-range phone's `/shop`).
 * Colours are the theme's CSS variables, so the same CSS fits both modes.
 */
export function baseStyleSheet(): string {
  const { colors, fonts, lineHeights, fontWeights, sizes, space } = theme;
  const { md: bodyFontSize } = theme.fontSizes;
  return [
    '*,*::before,*::after{box-sizing:border-box;}',
    // An element a link's #hash names stops below the sticky header, not under it.
    `html{background-color:var(--c-background);-webkit-text-size-adjust:100%;scroll-padding-block-start:calc(${sizes.header} + ${space[4]});}`,
    `body{margin:0;min-height:100vh;background-color:${colors.background};color:${colors.text};font-family:${fonts.body};font-size:${bodyFontSize};line-height:${lineHeights.normal};-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;text-rendering:optimizeLegibility;}`,
    `h1,h2,h3,h4,h5,h6{margin:0;line-height:${lineHeights.tight};font-weight:${fontWeights.semibold};}`,
    'p{margin:0;}',
    'img,svg,video{display:block;max-width:100%;}',
    'button,input,select,textarea{font:inherit;color:inherit;}',
    `a{color:${colors.link};text-underline-offset:0.2em;}`,
    // Direction-bearing icons (arrows, going in or out, the cart) point the reading way.
    "[dir='rtl'] [data-rtl-mirror]{transform:scaleX(-1);}",
    `:focus-visible{outline:2px solid ${colors.focusRing};outline-offset:2px;}`,
    `::selection{background:${colors.primarySoft};color:${colors.primarySoftText};}`,
    '@media (prefers-reduced-motion: reduce){*,*::before,*::after{animation-duration:0.01ms !important;transition-duration:0.01ms !important;}}',
  ].join('');
}

/**
 * The one static style sheet every page's head carries: the palettes, then the base styles that
 * paint with them. The server's document and every index.html write this, so both heads match.
 */
export function pageStyleSheet(): string {
  return paletteStyleSheet() + baseStyleSheet();
}
