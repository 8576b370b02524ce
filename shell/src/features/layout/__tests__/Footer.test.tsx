import '../../../test/setup';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';

const footer = () => screen.getByRole('contentinfo');
const targets = (name: string) =>
  within(within(footer()).getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('footer', () => {
  it('has quick links Home, Shop and Cart', async () => {
    await renderApp();
    await screen.findByRole('heading', { name: 'Home page' });
    expect(targets('Quick Links')).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Cart', '/cart'],
    ]);
  });

  it('has For Stores links to store registration and store login', async () => {
    await renderApp();
    await screen.findByRole('heading', { name: 'Home page' });
    expect(targets('For Stores')).toEqual([
      ['Register Your Store', '/store/register'],
      ['Store Login', '/store/login'],
    ]);
  });

  it('has four social links that go nowhere', async () => {
    const { user } = await renderApp({ path: '/shop' });
    await screen.findByRole('heading', { name: 'Shop page' });
    const socials = ['Facebook', 'X (Twitter)', 'Instagram', 'LinkedIn'].map((name) =>
      within(footer()).getByRole('link', { name }),
    );
    expect(socials).toHaveLength(4);
    for (const link of socials) expect(link).toHaveAttribute('href', '#');

    await user.click(socials[0]);
    expect(screen.getByRole('heading', { name: 'Shop page' })).toBeInTheDocument();
  });
});
