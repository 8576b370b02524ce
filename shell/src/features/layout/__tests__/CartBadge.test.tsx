import '../../../test/setup';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { cartAnswers, cartFails, cartItem, cartRequests, server } from '../../../test/server';

/** Waits until the cart request was answered and the page had time to show the result. */
async function cartAnswered() {
  await waitFor(() => expect(cartRequests.count).toBeGreaterThan(0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

const headerCartLink = () => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Cart/ });

describe('cart count badge and cart fetch failures', () => {
  beforeEach(() => {
    cartRequests.count = 0;
  });

  it('shows no count while the cart is empty', async () => {
    server.use(cartAnswers([]));
    await renderApp({ as: 'customer' });
    await screen.findByRole('heading', { name: 'Home page' });

    await cartAnswered();
    expect(headerCartLink()).toHaveAccessibleName('Cart');
    expect(headerCartLink()).toHaveTextContent(/^Cart$/);
  });

  it('shows the number of cart lines when above 0, in the header and the mobile menu', async () => {
    server.use(cartAnswers([cartItem(1), cartItem(2)]));
    const { user } = await renderApp({ as: 'customer' });

    expect(await screen.findByRole('link', { name: 'Cart 2 items' })).toHaveTextContent('Cart 2');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Cart 2 items' })).toHaveTextContent('Cart 2');
  });

  it('says "1 item" for a single line', async () => {
    server.use(cartAnswers([cartItem(1)]));
    await renderApp({ as: 'customer' });
    expect(await screen.findByRole('link', { name: 'Cart 1 item' })).toHaveTextContent('Cart 1');
  });

  it('toasts "Error / Failed to fetch cart items" when the cart cannot be fetched, and shows no count', async () => {
    server.use(cartFails(500));
    await renderApp({ as: 'customer' });

    expect(await screen.findByText('Failed to fetch cart items')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(headerCartLink()).toHaveAccessibleName('Cart');
  });

  it('treats a 404 as an empty cart, without a toast', async () => {
    server.use(cartFails(404));
    await renderApp({ as: 'customer' });
    await screen.findByRole('heading', { name: 'Home page' });

    await cartAnswered();
    expect(screen.queryByText('Failed to fetch cart items')).not.toBeInTheDocument();
    expect(headerCartLink()).toHaveAccessibleName('Cart');
  });

  it('never asks for a cart without a customer session', async () => {
    // No /api/cart handler: any cart request would fail the test (unhandled request).
    await renderApp({ as: 'store', path: '/store/profile' });
    await screen.findByRole('heading', { name: 'Store dashboard page' });
    const mainNav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(mainNav).queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });
});
