import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { VisuallyHidden } from './VisuallyHidden';

describe.each(modes)('VisuallyHidden (%s theme)', (mode) => {
  it('gives an icon button a name without showing text', async () => {
    const { container } = renderInTheme(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Remove item</VisuallyHidden>
      </button>,
      mode,
    );
    expect(screen.getByRole('button', { name: 'Remove item' })).toBeInTheDocument();
    const hidden = getComputedStyle(screen.getByText('Remove item'));
    expect(hidden.position).toBe('absolute');
    expect(hidden.width).toBe('1px');
    expect(await axe(container)).toHaveNoViolations();
  });
});
