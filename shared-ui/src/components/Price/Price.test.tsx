import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { formatPrice } from './formatPrice';
import { Price } from './Price';

describe('formatPrice', () => {
  it.each([
    [12.5, '$12.50'],
    [0, '$0.00'],
    [9.999, '$10.00'],
    [0.1 + 0.2, '$0.30'],
    [1234.5, '$1,234.50'],
    [Number.NaN, '$0.00'],
  ])('%p → %s', (value, text) => {
    expect(formatPrice(value)).toBe(text);
  });
});

describe.each(modes)('Price (%s theme)', (mode) => {
  it('shows dollars with two decimals', async () => {
    const { container } = renderInTheme(<Price value={19.9} />, mode);
    expect(screen.getByText('$19.90')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
