import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { Tabs } from './Tabs';

const tabs = [
  { value: 'products', label: 'Products', content: <p>Your products</p> },
  { value: 'orders', label: 'Orders', content: <p>Your orders</p> },
  { value: 'settings', label: 'Settings', content: <p>Your settings</p> },
];

describe.each(modes)('Tabs (%s theme)', (mode) => {
  it('shows the default tab and switches on click', async () => {
    const { user, container } = renderInTheme(<Tabs tabs={tabs} defaultValue="orders" label="Dashboard" />, mode);
    expect(screen.getByRole('tablist', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your orders');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('tabpanel', { name: 'Settings' })).toHaveTextContent('Your settings');
  });

  it('moves between tabs with the arrow keys', async () => {
    const onValueChange = jest.fn();
    const { user } = renderInTheme(<Tabs tabs={tabs} defaultValue="products" onValueChange={onValueChange} />, mode);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your orders');
    expect(onValueChange).toHaveBeenLastCalledWith('orders');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
  });
});
