import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { Label } from './Label';

describe.each(modes)('Label (%s theme)', (mode) => {
  it('names its control and moves focus to it when clicked', async () => {
    const { user, container } = renderInTheme(
      <>
        <Label htmlFor="loc">Full location</Label>
        <input id="loc" />
      </>,
      mode,
    );
    await user.click(screen.getByText('Full location'));
    expect(screen.getByRole('textbox', { name: 'Full location' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });
});
