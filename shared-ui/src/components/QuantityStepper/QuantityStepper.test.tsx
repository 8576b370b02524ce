import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { modes, renderInTheme } from '../../test/render';
import { QuantityStepper } from './QuantityStepper';

function Controlled({ initial = 1, min = 1, max = 5, onChange = jest.fn() }: { initial?: number; min?: number; max?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="Quantity"
      value={value}
      min={min}
      max={max}
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

describe.each(modes)('QuantityStepper (%s theme)', (mode) => {
  it('steps up to max and down to min, disabling the button at each end', async () => {
    const { user, container } = renderInTheme(<Controlled initial={4} max={5} />, mode);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(plus);
    expect(field).toHaveValue(5);
    expect(plus).toBeDisabled();

    await user.click(minus);
    await user.click(minus);
    await user.click(minus);
    await user.click(minus);
    expect(field).toHaveValue(1);
    expect(minus).toBeDisabled();
  });

  it('clamps a typed number to [min, max] when leaving the field', async () => {
    const onChange = jest.fn();
    const { user } = renderInTheme(<Controlled initial={2} max={10} onChange={onChange} />, mode);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '42');
    await user.tab();
    expect(field).toHaveValue(10);
    expect(onChange).toHaveBeenLastCalledWith(10);

    await user.clear(field);
    await user.type(field, '0{Enter}');
    expect(field).toHaveValue(1);
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('restores the last good value when the field is left empty', async () => {
    const onChange = jest.fn();
    const { user } = renderInTheme(<Controlled initial={3} onChange={onChange} />, mode);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue(3);
    expect(onChange).not.toHaveBeenCalled();
  });
});
