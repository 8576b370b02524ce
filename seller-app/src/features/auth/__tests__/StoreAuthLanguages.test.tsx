import { axe } from 'jest-axe';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { i18n } from 'shared-ui';
import { imageFile, renderPage } from '../../../test/render';
import { API, server } from '../../../test/server';
import StoreLoginPage from '../components/StoreLoginPage';
import StoreRegisterPage from '../components/StoreRegisterPage';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('Store sign-in in other languages', () => {
  it('Japanese: the form, its links and its validation', async () => {
    await act(() => i18n.changeLanguage('ja'));
    const { user } = renderPage(<StoreLoginPage />, { path: '/store/login', session: null });
    expect(screen.getByRole('heading', { name: 'ストアログイン' })).toBeInTheDocument();
    expect(document.title).toBe('ストアログイン — Global Marketplace');
    expect(screen.getByRole('link', { name: 'ストアを登録' })).toHaveAttribute('href', '/store/register');
    expect(screen.getByRole('link', { name: 'お客様ログイン' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('ストア名を入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
  });

  it('messages already shown follow a language change', async () => {
    const { user } = renderPage(<StoreLoginPage />, { path: '/store/login', session: null });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Store name is required')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByText('El nombre de la tienda es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(document.title).toBe('Inicio de sesión de tienda — Global Marketplace');
  });

  it('Spanish: a refused sign-in toasts in Spanish, with the fallback when the server says nothing', async () => {
    await act(() => i18n.changeLanguage('es'));
    server.use(http.post(`${API}/api/store/log`, () => HttpResponse.error()));
    const { user } = renderPage(<StoreLoginPage />, { path: '/store/login', session: null });
    await user.type(screen.getByLabelText('Nombre de la tienda'), 'acme');
    await user.type(screen.getByLabelText('Contraseña'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('No se pudo iniciar sesión')).toBeInTheDocument();
    expect(screen.getByText('Nombre de tienda o contraseña incorrectos')).toBeInTheDocument();
  });
});

describe('Store register: Ships to', () => {
  async function fill(user: ReturnType<typeof renderPage>['user']) {
    await user.type(screen.getByLabelText('Store Name'), 'acme');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Full Location'), 'Japan, Tokyo');
    await user.type(screen.getByLabelText('Bio'), 'Tea cups');
    await user.upload(screen.getByLabelText('Store Image'), imageFile('shop.png'));
  }

  function serve() {
    let sent: FormData | undefined;
    server.use(
      http.post(`${API}/api/store/reg`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ msg: 'Store registered' }, { status: 201 });
      }),
    );
    return () => sent;
  }

  it('every country by default: no ships_to is sent', async () => {
    const sent = serve();
    const { user } = renderPage(<StoreRegisterPage />, { path: '/store/register', session: null });
    expect(screen.getByRole('group', { name: /Ships to/ })).toHaveTextContent('Ships to every country');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register Store' }));
    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    expect(sent()?.get('store_name')).toBe('acme');
    expect(sent()?.has('ships_to')).toBe(false);
  });

  it('the countries ticked are sent as a JSON array of their English names', async () => {
    const sent = serve();
    const { user } = renderPage(<StoreRegisterPage />, { path: '/store/register', session: null });
    await fill(user);
    const group = screen.getByRole('group', { name: /Ships to/ });
    await user.click(within(group).getByRole('button', { name: 'Choose countries' }));
    expect(within(group).getByRole('button', { name: 'Hide the country list' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(group).getByRole('checkbox', { name: 'Japan' }));
    await user.click(within(group).getByRole('checkbox', { name: 'South Korea' }));
    await user.type(within(group).getByRole('searchbox', { name: 'Filter countries' }), 'zzz');
    expect(within(group).getByText('No country matches “zzz”.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Register Store' }));
    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    expect(JSON.parse(String(sent()?.get('ships_to')))).toEqual(['Japan', 'South Korea']);
  });

  it('Spanish: the filter finds a country by its Spanish name', async () => {
    await act(() => i18n.changeLanguage('es'));
    const { user } = renderPage(<StoreRegisterPage />, { path: '/store/register', session: null });
    expect(screen.getByRole('heading', { name: 'Registra tu tienda' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: /Envía a/ });
    expect(within(group).getByRole('status')).toHaveTextContent('Envía a todos los países');
    await user.click(within(group).getByRole('button', { name: 'Elegir países' }));
    await user.type(within(group).getByRole('searchbox', { name: 'Filtrar países' }), 'japon');
    const japan = within(group).getByRole('checkbox', { name: 'Japón' });
    expect(japan).toHaveAttribute('value', 'Japan');
    await user.click(japan);
    expect(within(group).getByRole('status')).toHaveTextContent('Envía a 1 país');
  });

  it('has no accessibility violations with the country list open, in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    const { user, container } = renderPage(<StoreRegisterPage />, { path: '/store/register', session: null });
    const group = screen.getByRole('group', { name: /الشحن إلى/ });
    await user.click(within(group).getByRole('button', { name: 'اختيار الدول' }));
    await user.type(within(group).getByRole('searchbox', { name: 'تصفية الدول' }), 'ا');
    expect(await axe(container)).toHaveNoViolations();
  });
});
