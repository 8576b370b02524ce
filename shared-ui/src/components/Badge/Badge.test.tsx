import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { hexToRgb, modes, paintedColor, renderInTheme } from '../../test/render';
import { themes } from '../../theme/tokens';
import { Badge } from './Badge';

describe.each(modes)('Badge (%s theme)', (mode) => {
  it('shows its text in the variant colours', async () => {
    const { container } = renderInTheme(
      <p>
        Cart <Badge aria-label="3 items in cart">3</Badge> <Badge variant="success">Completed</Badge>{' '}
        <Badge variant="destructive">Out of stock</Badge> <Badge variant="outline">New</Badge>{' '}
        <Badge variant="secondary">Pending</Badge>
      </p>,
      mode,
    );
    const colors = themes[mode].colors;
    expect(paintedColor(screen.getByText('3'), 'backgroundColor', mode)).toBe(hexToRgb(colors.primary));
    expect(paintedColor(screen.getByText('Out of stock'), 'backgroundColor', mode)).toBe(hexToRgb(colors.destructive));
    expect(paintedColor(screen.getByText('Completed'), 'color', mode)).toBe(hexToRgb(colors.successText));
    expect(await axe(container)).toHaveNoViolations();
  });
});
