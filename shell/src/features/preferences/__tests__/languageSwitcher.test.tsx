import '../../../test/setup';
import { act as actOn, fireEvent } from '@testing-library/react';

/** Picks an option inside an awaited act, the language's messages and the address's change included. */
const choose = (select: HTMLElement, value: string) =>
  actOn(async () => {
    fireEvent.change(select, { target: { value } });
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
import { act, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RemoteRoute } from 'shared-api/remote-routes';
import { defineMessages, i18n, useTranslation } from 'shared-ui';
import { fakeRoutes, renderApp } from '../../../test/renderApp';
import type { RemoteRoutesLoader } from '../../remotes';

// A remote's page that translates with shared-ui's useTranslation and keeps a state of its own: it knows
// nothing of languages or prefixes.
const fakeShopMessages = defineMessages('test.fakeShop', {
  en: async () => ({ title: 'Shop page', more: 'More', product: 'A product' }),
  es: async () => ({ title: 'Página de la tienda', more: 'Más', product: 'Un producto' }),
  ar: async () => ({ title: 'صفحة المتجر', more: 'المزيد', product: 'منتج' }),
  ja: async () => ({ title: 'ショップページ', more: 'もっと見る', product: '商品' }),
});

function FakeShop() {
  const { t } = useTranslation(fakeShopMessages);
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <h1>{t('title')}</h1>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {t('more')} {clicks}
      </button>
      <Link to="/product/7">{t('product')}</Link>
    </>
  );
}

const remotes: RemoteRoutesLoader = async (remote) =>
  remote === 'customer'
    ? [{ path: '/shop', Component: FakeShop } satisfies RemoteRoute, ...fakeRoutes('customer').filter((route) => route.path !== '/shop')]
    : fakeRoutes(remote);

afterEach(async () => {
  Cookies.remove('lang', { path: '/' });
  await act(() => i18n.changeLanguage('en'));
});

async function openPreferences(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /Preferences|Preferencias|التفضيلات|設定/ }));
  return screen.getByRole('group');
}

describe('the language switcher', () => {
  it('switches in place: the address follows (same page, query kept), the frame and the remote page re-render, nothing remounts', async () => {
    const { user, history } = await renderApp({ path: '/shop?q=tea', languageRouter: true, loadRemoteRoutes: remotes });
    expect(await screen.findByRole('heading', { name: 'Shop page' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More 0' }));
    expect(screen.getByRole('button', { name: 'More 1' })).toBeInTheDocument();

    const panel = await openPreferences(user);
    const select = within(panel).getByLabelText('Language');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Español', 'العربية', '日本語']);
    await choose(select, 'es');

    expect(await screen.findByRole('heading', { name: 'Página de la tienda' })).toBeInTheDocument();
    // The page's own state survived: no reload, no remount.
    expect(screen.getByRole('button', { name: 'Más 1' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/es/shop');
    expect(history.location.search).toBe('?q=tea');
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    expect(Cookies.get('lang')).toBe('es');
    // The frame too, and links (the shell's and the remote's) stay in the language.
    expect(within(screen.getByRole('navigation', { name: 'Principal' })).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/es/login');
    expect(screen.getByRole('link', { name: 'Un producto' })).toHaveAttribute('href', '/es/product/7');
    expect(screen.getByText('Compra global, compra local. Productos de tiendas independientes de muchos países.')).toBeInTheDocument();
  });

  it('Arabic is right to left; English again goes back to the spec’s paths', async () => {
    const { user, history } = await renderApp({ path: '/shop', languageRouter: true, loadRemoteRoutes: remotes });
    await screen.findByRole('heading', { name: 'Shop page' });
    await choose(within(await openPreferences(user)).getByLabelText('Language'), 'ar');
    expect(await screen.findByRole('heading', { name: 'صفحة المتجر' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/ar/shop');
    expect(document.documentElement.dir).toBe('rtl');

    await choose(within(screen.getByRole('group')).getByLabelText('اللغة'), 'en');
    expect(await screen.findByRole('heading', { name: 'Shop page' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/shop');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(Cookies.get('lang')).toBe('en');
  });

  it('the preferences close on Escape with the focus back on their button, and on a press outside', async () => {
    const { user } = await renderApp({ path: '/shop', languageRouter: true, loadRemoteRoutes: remotes });
    await screen.findByRole('heading', { name: 'Shop page' });
    const button = within(screen.getByRole('banner')).getByRole('button', { name: /Preferences/ });
    await user.click(within(await openPreferences(user)).getByLabelText('Language'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await openPreferences(user);
    await user.click(screen.getByRole('heading', { name: 'Shop page' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('the mobile menu has the language choice too', async () => {
    const { user, history } = await renderApp({ path: '/shop', languageRouter: true, loadRemoteRoutes: remotes });
    await screen.findByRole('heading', { name: 'Shop page' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await choose(within(screen.getByRole('navigation', { name: 'Mobile' })).getByLabelText('Language'), 'ja');
    expect(await screen.findByRole('heading', { name: 'ショップページ' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/ja/shop');
  });
});

describe('addresses in a language (browser)', () => {
  it('a prefixed address opens the page in its language', async () => {
    await act(() => i18n.changeLanguage('ja'));
    await renderApp({ path: '/ja/shop', languageRouter: true, loadRemoteRoutes: remotes });
    expect(await screen.findByRole('heading', { name: 'ショップページ' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ja');
  });

  it('an unprefixed address is replaced by the lang cookie’s language, on opening and on navigating', async () => {
    Cookies.set('lang', 'es', { path: '/' });
    const { history } = await renderApp({ path: '/shop?q=tea', languageRouter: true, loadRemoteRoutes: remotes });
    expect(await screen.findByRole('heading', { name: 'Página de la tienda' })).toBeInTheDocument();
    expect(`${history.location.pathname}${history.location.search}`).toBe('/es/shop?q=tea');
    await act(async () => history.push('/register'));
    expect(history.location.pathname).toBe('/es/register');
  });

  it('without the cookie nothing redirects (the browser’s languages are not read)', async () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar', 'es']);
    const { history } = await renderApp({ path: '/shop', languageRouter: true, loadRemoteRoutes: remotes });
    expect(await screen.findByRole('heading', { name: 'Shop page' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/shop');
    languages.mockRestore();
  });

  it('an unknown prefix is the 404 page in English', async () => {
    await renderApp({ path: '/fr/shop', languageRouter: true, loadRemoteRoutes: remotes });
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });

  it('a guard sends to its sign-in page in the same language', async () => {
    const { history } = await renderApp({ path: '/es/cart', languageRouter: true, loadRemoteRoutes: remotes });
    await screen.findByRole('heading', { name: 'Customer login page' });
    expect(history.location.pathname).toBe('/es/login');
  });
});
