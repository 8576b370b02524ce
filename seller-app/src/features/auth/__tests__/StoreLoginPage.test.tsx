import { axe } from 'jest-axe';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getToken } from 'shared-api';
import { fakeToken, renderPage } from '../../../test/render';
import { API, server } from '../../../test/server';
import StoreLoginPage from '../components/StoreLoginPage';

function renderLogin() {
  return renderPage(<StoreLoginPage />, { path: '/store/login', session: null });
}

describe('Store login (/store/login)', () => {
  it('names the browser tab after the page', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Store Login' })).toBeInTheDocument();
    expect(document.title).toBe('Store Login — Global Marketplace');
  });

  it('requires the store name and password', async () => {
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Store name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('stores the token, signs the store in, toasts and goes to /store/profile', async () => {
    const token = fakeToken({ store_id: 3, store_name: 'acme' });
    let body: unknown;
    server.use(
      http.post(`${API}/api/store/log`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token });
      }),
    );
    const { user, store } = renderLogin();

    await user.type(screen.getByLabelText('Store Name'), 'acme');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/store/profile');
    expect(body).toEqual({ store_name: 'acme', password: 'correct horse' });
    expect(getToken()).toBe(token);
    expect(store.getState().session.store).toEqual({ store_id: 3, store_name: 'acme' });
  });

  it("shows the server's msg under Login Failed", async () => {
    server.use(http.post(`${API}/api/store/log`, () => HttpResponse.json({ msg: 'Too many attempts, try again in a minute' }, { status: 429 })));
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Store Name'), 'acme');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts, try again in a minute')).toBeInTheDocument();
    expect(screen.getByLabelText('Store Name')).toHaveValue('acme');
    expect(getToken()).toBeUndefined();
  });

  it('falls back to "Invalid store name or password"', async () => {
    server.use(http.post(`${API}/api/store/log`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderLogin();

    await user.type(screen.getByLabelText('Store Name'), 'acme');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid store name or password')).toBeInTheDocument();
  });

  it('links to store registration and to customer login', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Register your store' })).toHaveAttribute('href', '/store/register');
    expect(screen.getByRole('link', { name: 'Customer login' })).toHaveAttribute('href', '/login');
  });
  it('has no accessibility violations', async () => {
    const { container } = renderLogin();
    expect(await axe(container)).toHaveNoViolations();
  });
});
