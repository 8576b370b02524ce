import { contrastRatio } from './contrast';
import { colorVariable, darkTheme, lightTheme, paletteDeclarations, theme, type ThemeColors } from './tokens';

type Pair = [keyof ThemeColors, keyof ThemeColors];

// Text pairs the components actually draw: WCAG AA for normal text is 4.5:1.
const textPairs: Pair[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['text', 'surfaceHover'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['primaryText', 'primary'],
  ['primaryText', 'primaryHover'],
  ['primarySoftText', 'primarySoft'],
  ['link', 'background'],
  ['link', 'surface'],
  ['destructiveText', 'destructive'],
  ['destructiveText', 'destructiveHover'],
  ['danger', 'background'],
  ['danger', 'surface'],
  ['successText', 'success'],
  ['ownMessageText', 'ownMessage'],
  ['otherMessageText', 'otherMessage'],
];

// Non-text UI (focus indicator, input outlines) needs 3:1 against what surrounds it.
const uiPairs: Pair[] = [
  ['focusRing', 'background'],
  ['focusRing', 'surface'],
  ['inputBorder', 'surface'],
  ['rating', 'surface'],
  ['rating', 'background'],
];

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('%s tokens', (_name, theme) => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(uiPairs)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(theme.colors[fg], theme.colors[bg])).toBeGreaterThanOrEqual(3);
  });
});

it('both themes have the same token names', () => {
  expect(Object.keys(darkTheme.colors).sort()).toEqual(Object.keys(lightTheme.colors).sort());
});

it('the styled theme names one CSS variable per colour and shadow, defined for both modes', () => {
  for (const key of Object.keys(lightTheme.colors) as (keyof typeof lightTheme.colors)[]) {
    expect(theme.colors[key]).toBe(`var(${colorVariable(key)})`);
    expect(paletteDeclarations('light')).toContain(`${colorVariable(key)}:${lightTheme.colors[key]};`);
    expect(paletteDeclarations('dark')).toContain(`${colorVariable(key)}:${darkTheme.colors[key]};`);
  }
  expect(theme.shadows.md).toBe('var(--shadow-md)');
  expect(colorVariable('primarySoftText')).toBe('--c-primary-soft-text');
});

it('contrastRatio matches known values', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});
