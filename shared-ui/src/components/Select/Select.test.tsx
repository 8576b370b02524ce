import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { modes, renderInTheme } from '../../test/render';
import { Label } from '../Label/Label';
import { Select } from './Select';

const countries = [
  { value: 'France', label: 'France' },
  { value: 'Japan', label: 'Japan' },
];

function CountryPicker() {
  const [country, setCountry] = useState('');
  return (
    <>
      <Label htmlFor="country">Country</Label>
      <Select id="country" placeholder="Select a country" options={countries} value={country} onChange={(e) => setCountry(e.target.value)} />
      <p>chosen:{country || 'none'}</p>
    </>
  );
}

describe.each(modes)('Select (%s theme)', (mode) => {
  it('shows the placeholder first, then the chosen option', async () => {
    const { user, container } = renderInTheme(<CountryPicker />, mode);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveDisplayValue('Select a country');
    await user.selectOptions(select, 'Japan');
    expect(select).toHaveValue('Japan');
    expect(screen.getByText('chosen:Japan')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists data options and child options', () => {
    renderInTheme(
      <>
        <Label htmlFor="s">Sort</Label>
        <Select id="s" options={[{ value: 'new', label: 'Newest' }]}>
          <option value="cheap">Cheapest</option>
        </Select>
      </>,
      mode,
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Newest', 'Cheapest']);
  });

  it('blocks submitting a required empty choice', async () => {
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    const { user } = renderInTheme(
      <form onSubmit={onSubmit}>
        <Label htmlFor="c">Country</Label>
        <Select id="c" required placeholder="Select a country" options={countries} defaultValue="" />
        <button type="submit">Save</button>
      </form>,
      mode,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeInvalid();
  });
});
