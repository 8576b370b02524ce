import { formatDollars, formatDollarsCompact } from '../formatDollars';

describe('formatDollars', () => {
  it('writes dollars the way the page\'s language writes amounts', () => {
    expect(formatDollars(49, 'en')).toBe('$49.00');
    expect(formatDollars(49, 'es')).toBe(new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(49));
  });

  it('keeps the currency sign whole in Arabic', () => {
    expect(formatDollars(1200, 'ar')).toContain('\u2068US$\u2069');
  });

  it('writes the chart axis compactly', () => {
    expect(formatDollarsCompact(1500, 'en')).toBe('$1.5K');
  });

  it('writes zero for a figure that is not a number', () => {
    expect(formatDollars(Number.NaN, 'en')).toBe('$0.00');
    expect(formatDollarsCompact(Number.POSITIVE_INFINITY, 'en')).toBe(formatDollarsCompact(0, 'en'));
  });
});
