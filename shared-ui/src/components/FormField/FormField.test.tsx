import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { modes, renderInTheme } from '../../test/render';
import { Input } from '../Input/Input';
import { FormField } from './FormField';

function PriceForm() {
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setError(Number(price) > 0 ? undefined : 'Price must be a positive number');
      }}
    >
      <FormField label="Price" htmlFor="price" hint="In dollars, e.g. 12.50" error={error} required>
        <Input id="price" value={price} onChange={(e) => setPrice(e.target.value)} />
      </FormField>
      <button type="submit">Add Product</button>
    </form>
  );
}

describe.each(modes)('FormField (%s theme)', (mode) => {
  it('labels the control and reads the hint with it', async () => {
    const { container } = renderInTheme(<PriceForm />, mode);
    const input = screen.getByRole('textbox', { name: /Price/ });
    expect(input).toHaveAccessibleDescription('In dollars, e.g. 12.50');
    expect(input).not.toBeInvalid();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the error text, ties it to the field and marks it invalid; fixing clears it', async () => {
    const { user, container } = renderInTheme(<PriceForm />, mode);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const input = screen.getByRole('textbox', { name: /Price/ });
    expect(screen.getByRole('alert')).toHaveTextContent('Price must be a positive number');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('In dollars, e.g. 12.50 Price must be a positive number');
    expect(await axe(container)).toHaveNoViolations();

    await user.type(input, '12.5');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveValue('12.5');
    expect(input).not.toBeInvalid();
  });

  it('keeps a description the control already had', () => {
    renderInTheme(
      <>
        <p id="extra">Visible to buyers</p>
        <FormField label="Name" htmlFor="name" error="Name is required">
          <Input id="name" aria-describedby="extra" />
        </FormField>
      </>,
      mode,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Visible to buyers Name is required');
  });
});
