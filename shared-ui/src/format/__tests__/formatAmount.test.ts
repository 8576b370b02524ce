import { formatAmount } from '../formatAmount';

const dollars = (language: string) => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });

describe('formatAmount', () => {
  it('keeps an Arabic amount\'s currency sign whole, isolated from the right-to-left text around it', () => {
    const text = formatAmount(dollars('ar'), 1200, 'ar');
    expect(text).toContain('\u2068US$\u2069');
    expect(text.replace(/[\u2068\u2069]/g, '')).toBe(dollars('ar').format(1200));
  });

  it('isolates an Arabic sign too, which then reads right to left', () => {
    expect(formatAmount(new Intl.NumberFormat('ar', { style: 'currency', currency: 'SAR' }), 5, 'ar')).toContain('\u2068ر.س.\u2069');
  });

  it.each(['en', 'es', 'ja'])('writes %s amounts exactly as Intl does', (language) => {
    expect(formatAmount(dollars(language), 1234.5, language)).toBe(dollars(language).format(1234.5));
  });
});
