import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { Button } from './Button';
import { LinkButton } from './LinkButton';

describe.each(modes)('Button (%s theme)', (mode) => {
  it('runs its action on click and keyboard, with a visible name', async () => {
    const onClick = jest.fn();
    const { user } = renderInTheme(<Button onClick={onClick}>Add to Cart</Button>, mode);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(button).toHaveAttribute('type', 'button');
  });

  it('is disabled and announced busy while busy, ignoring presses', async () => {
    const onClick = jest.fn();
    const { user } = renderInTheme(
      <Button busy onClick={onClick}>
        Adding Product...
      </Button>,
      mode,
    );
    const button = screen.getByRole('button', { name: 'Adding Product...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits its form when type is submit', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { user } = renderInTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="destructive">
          Delete Product
        </Button>
      </form>,
      mode,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Product' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('renders every variant accessibly, and LinkButton as a link', async () => {
    const { container } = renderInTheme(
      <div>
        <Button>Default</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="destructive">Destructive</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="secondary" size="sm">
          Secondary
        </Button>
        <LinkButton to="/shop" size="lg">
          Start Shopping
        </LinkButton>
      </div>,
      mode,
    );
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
    expect(await axe(container)).toHaveNoViolations();
  });
});
