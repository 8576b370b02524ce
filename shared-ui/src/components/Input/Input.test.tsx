import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { Label } from '../Label/Label';
import { Input } from './Input';

describe.each(modes)('Input (%s theme)', (mode) => {
  it('is named by its label, takes typing and keeps what was typed', async () => {
    const { user, container } = renderInTheme(
      <>
        <Label htmlFor="username">Username</Label>
        <Input id="username" placeholder="Enter your username" />
      </>,
      mode,
    );
    const input = screen.getByLabelText('Username');
    await user.type(input, 'alice');
    expect(input).toHaveValue('alice');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('clicking the label focuses the field', async () => {
    const { user } = renderInTheme(
      <>
        <Label htmlFor="pw">Password</Label>
        <Input id="pw" type="password" />
      </>,
      mode,
    );
    await user.click(screen.getByText('Password'));
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('can be reached with Tab and ignores typing when disabled', async () => {
    const { user } = renderInTheme(
      <>
        <Label htmlFor="a">First</Label>
        <Input id="a" />
        <Label htmlFor="b">Second</Label>
        <Input id="b" disabled />
      </>,
      mode,
    );
    await user.tab();
    expect(screen.getByLabelText('First')).toHaveFocus();
    await user.type(screen.getByLabelText('Second'), 'x');
    expect(screen.getByLabelText('Second')).toHaveValue('');
  });
});
