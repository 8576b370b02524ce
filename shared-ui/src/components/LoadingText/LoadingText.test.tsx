import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { LoadingText } from './LoadingText';

describe.each(modes)('LoadingText (%s theme)', (mode) => {
  it('shows and announces its words as a status', async () => {
    const { container } = renderInTheme(<LoadingText>Loading orders...</LoadingText>, mode);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
    expect(await axe(container)).toHaveNoViolations();
  });
});
