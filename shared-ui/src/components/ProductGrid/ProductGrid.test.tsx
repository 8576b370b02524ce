import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { modes } from '../../test/render';
import { themes } from '../../theme/tokens';
import { ProductGrid } from './ProductGrid';

/** The CSS styled-components injected for the page (jsdom does not evaluate media queries itself). */
const injectedCss = () => Array.from(document.querySelectorAll('style')).map((s) => s.textContent).join('\n').replace(/\s+/g, ' ');

describe.each(modes)('ProductGrid (%s theme)', (mode) => {
  it('is 2 columns on phones with a tighter gap, then 3 and 4 at the lg and xl breakpoints', () => {
    const theme = themes[mode];
    const { container } = render(
      <ThemeProvider theme={theme}>
        <ProductGrid>
          <div>a</div>
        </ProductGrid>
      </ThemeProvider>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(getComputedStyle(grid).display).toBe('grid');
    expect(getComputedStyle(grid).gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(getComputedStyle(grid).gap).toBe(theme.space[3]);
    const css = injectedCss();
    expect(css).toContain(`@media (min-width: ${theme.breakpoints.sm}){.${grid.classList[1]}{gap:${theme.space[6]};}}`);
    expect(css).toMatch(new RegExp(`@media \\(min-width: ${theme.breakpoints.lg}\\)\\{\\.${grid.classList[1]}\\{grid-template-columns:repeat\\(3`));
    expect(css).toMatch(new RegExp(`@media \\(min-width: ${theme.breakpoints.xl}\\)\\{\\.${grid.classList[1]}\\{grid-template-columns:repeat\\(4`));
  });
});
