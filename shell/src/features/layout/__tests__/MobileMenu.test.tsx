import '../../../test/setup';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { cartAnswers, server } from '../../../test/server';

const mobileMenu = () => screen.getByRole('navigation', { name: 'Mobile' });
const itemNames = () =>
  within(mobileMenu())
    .getAllByRole('listitem')
    .map((item) => {
      const control = item.querySelector('a, button');
      return [control?.textContent, control?.getAttribute('href')];
    });

async function openMenu(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
}

describe('mobile menu', () => {
  it('is closed until its button is pressed, and says so', async () => {
    const { user } = await renderApp();
    await screen.findByRole('heading', { name: 'Home page' });
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await openMenu(user);

    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(mobileMenu()).toBeInTheDocument();
  });

  it('gives a guest Login, Sign Up and Store Login', async () => {
    const { user } = await renderApp();
    await screen.findByRole('heading', { name: 'Home page' });
    await openMenu(user);
    expect(itemNames()).toEqual([
      ['Login', '/login'],
      ['Sign Up', '/register'],
      ['Store Login', '/store/login'],
    ]);
  });

  it('gives a customer Messages, Orders, Cart, Profile and Logout', async () => {
    server.use(cartAnswers([]));
    const { user } = await renderApp({ as: 'customer' });
    await screen.findByRole('heading', { name: 'Home page' });
    await openMenu(user);
    expect(itemNames()).toEqual([
      ['Messages', '/inbox'],
      ['Orders', '/orders'],
      ['Cart', '/cart'],
      ['Profile', '/profile'],
      ['Logout', null],
    ]);
  });

  it('gives a store Messages, Store Dashboard, Orders, Add Product and Logout', async () => {
    const { user } = await renderApp({ as: 'store', path: '/store/profile' });
    await screen.findByRole('heading', { name: 'Store dashboard page' });
    await openMenu(user);
    expect(itemNames()).toEqual([
      ['Messages', '/store/inbox'],
      ['Store Dashboard', '/store/profile'],
      ['Orders', '/store/orders'],
      ['Add Product', '/store/add-product'],
      ['Logout', null],
    ]);
  });

  it('closes after choosing a page, and goes there', async () => {
    const { user } = await renderApp();
    await screen.findByRole('heading', { name: 'Home page' });
    await openMenu(user);

    await user.click(within(mobileMenu()).getByRole('link', { name: 'Store Login' }));

    expect(await screen.findByRole('heading', { name: 'Store login page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = await renderApp();
    await screen.findByRole('heading', { name: 'Home page' });
    await openMenu(user);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('logs a store out from the menu', async () => {
    const { user } = await renderApp({ as: 'store', path: '/store/inbox' });
    await screen.findByRole('heading', { name: 'Store inbox page' });
    await openMenu(user);

    await user.click(within(mobileMenu()).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await openMenu(user);
    expect(within(mobileMenu()).getByRole('link', { name: 'Store Login' })).toBeInTheDocument();
  });
});
