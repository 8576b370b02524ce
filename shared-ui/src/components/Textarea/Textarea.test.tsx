import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { Label } from '../Label/Label';
import { Textarea } from './Textarea';

describe.each(modes)('Textarea (%s theme)', (mode) => {
  it('is labelled and keeps multi-line text', async () => {
    const { user, container } = renderInTheme(
      <>
        <Label htmlFor="bio">Bio</Label>
        <Textarea id="bio" />
      </>,
      mode,
    );
    const field = screen.getByRole('textbox', { name: 'Bio' });
    await user.type(field, 'One{Enter}Two');
    expect(field).toHaveValue('One\nTwo');
    expect(await axe(container)).toHaveNoViolations();
  });
});
