import { fireEvent, screen } from '@testing-library/react';
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

  it('keeps its text unselected on a double click, but leaves a control inside it alone', () => {
    const onMouseDown = jest.fn();
    renderInTheme(
      <Label onMouseDown={onMouseDown}>
        Remember me <input type="checkbox" />
      </Label>,
      mode,
    );
    // fireEvent returns false when the default action (here: selecting the text) was prevented.
    expect(fireEvent.mouseDown(screen.getByText(/Remember me/), { detail: 1 })).toBe(true);
    expect(fireEvent.mouseDown(screen.getByText(/Remember me/), { detail: 2 })).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('checkbox'), { detail: 2 })).toBe(true);
    expect(onMouseDown).toHaveBeenCalledTimes(2);
  });
});
