import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { formatPrice } from '../Price/formatPrice';
import { FigureTiles } from './FigureTiles';

const figureOf = (label: string) => screen.getByText(label).previousElementSibling as HTMLElement;

describe.each(modes)('FigureTiles (%s theme)', (mode) => {
  it('shows each figure over its label, sized by the characters it shows', async () => {
    // Arabic dollars carry direction marks and an isolate around "US$": 12 characters are seen.
    const arabicRevenue = formatPrice(3384, 'ar');
    const { container } = renderInTheme(
      <FigureTiles
        figures={[
          { key: 'revenue', label: 'Revenue', value: arabicRevenue },
          { key: 'orders', label: 'Orders', value: '42' },
          { key: 'followers', label: 'New followers', value: <span>+5</span>, note: '5 in all' },
        ]}
        columns={{ md: 3 }}
      />,
      mode,
    );

    expect(figureOf('Revenue').textContent).toBe(arabicRevenue);
    expect(figureOf('Revenue').style.getPropertyValue('--figure-length')).toBe(String([...'3,384.00 US$'].length));
    expect(figureOf('Orders').style.getPropertyValue('--figure-length')).toBe('2');
    // Not plain text: the tile's own size (nine characters' worth).
    expect(figureOf('New followers').style.getPropertyValue('--figure-length')).toBe('');
    expect(figureOf('New followers')).toHaveTextContent('+55 in all');
    expect(await axe(container)).toHaveNoViolations();
  });
});
