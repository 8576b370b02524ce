import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { LinkButton } from '../Button/LinkButton';
import { EmptyState } from './EmptyState';

describe.each(modes)('EmptyState (%s theme)', (mode) => {
  it('shows the message and the next step', async () => {
    const { container } = renderInTheme(
      <EmptyState title="Your cart is empty" description="Find something you like." action={<LinkButton to="/shop">Continue Shopping</LinkButton>} />,
      mode,
    );
    expect(screen.getByText('Your cart is empty')).toBeVisible();
    expect(screen.getByText('Find something you like.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('works with only a title', () => {
    const { container } = renderInTheme(<EmptyState title="No orders found" />, mode);
    expect(container).toHaveTextContent(/^No orders found$/);
  });
});
