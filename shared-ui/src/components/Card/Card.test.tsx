import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { modes, renderInTheme } from '../../test/render';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

describe.each(modes)('Card (%s theme)', (mode) => {
  it('renders its parts in order with a heading', async () => {
    const { container } = renderInTheme(
      <Card>
        <CardHeader>
          <CardTitle>Order Summary</CardTitle>
          <CardDescription>2 items</CardDescription>
        </CardHeader>
        <CardContent>Total $25.00</CardContent>
        <CardFooter>
          <button type="button">Proceed to Checkout</button>
        </CardFooter>
      </Card>,
      mode,
    );
    expect(screen.getByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    expect(container.textContent).toBe('Order Summary2 itemsTotal $25.00Proceed to Checkout');
    expect(await axe(container)).toHaveNoViolations();
  });
});
