import '../../../test/setup';
import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderApp } from '../../../test/renderApp';
import { cartAnswers, server } from '../../../test/server';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const linkTargets = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('header', () => {
  it('shows a guest Login and Sign Up (to /register), and a logo that leads home', async () => {
    const { user } = await renderApp({ path: '/shop' });
    expect(await screen.findByRole('heading', { name: 'Shop page' })).toBeInTheDocument();

    expect(linkTargets(mainNav())).toEqual([
      ['Login', '/login'],
      ['Sign Up', '/register'],
    ]);
    expect(within(mainNav()).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Global Marketplace, home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('shows a customer Shop, Messages, Orders, Cart, Profile and Logout', async () => {
    server.use(cartAnswers([]));
    await renderApp({ as: 'customer' });
    await screen.findByRole('heading', { name: 'Home page' });

    expect(linkTargets(mainNav())).toEqual([
      ['Shop', '/shop'],
      ['Messages', '/inbox'],
      ['Orders', '/orders'],
      ['Cart', '/cart'],
      ['Profile', '/profile'],
    ]);
    expect(within(mainNav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows a store Messages, Store Dashboard and Logout', async () => {
    await renderApp({ as: 'store', path: '/store/profile' });
    await screen.findByRole('heading', { name: 'Store dashboard page' });

    expect(linkTargets(mainNav())).toEqual([
      ['Messages', '/store/inbox'],
      ['Store Dashboard', '/store/profile'],
    ]);
    expect(within(mainNav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('logs a customer out to the home page, with the guest links back and the token gone', async () => {
    server.use(cartAnswers([]));
    const { user } = await renderApp({ as: 'customer', path: '/profile' });
    await screen.findByRole('heading', { name: 'Customer profile page' });

    await user.click(within(mainNav()).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(document.cookie).not.toMatch(/token=/);
  });

  it('logs a store out to the home page', async () => {
    const { user } = await renderApp({ as: 'store', path: '/store/orders' });
    await screen.findByRole('heading', { name: 'Store orders page' });

    await user.click(within(mainNav()).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('toggles the theme and keeps the choice in localStorage under "theme"', async () => {
    const { user } = await renderApp();
    await screen.findByRole('heading', { name: 'Home page' });

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('has no detectable accessibility problems in the frame', async () => {
    const { container } = await renderApp();
    await screen.findByRole('heading', { name: 'Home page' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
