import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { customerToken, startMockApi, TEST_API_URL } from 'shared-api/testing';
import { renderApp } from '../../../test/renderApp';

const server = startMockApi();

function homeAnswers() {
  return http.get(`${TEST_API_URL}/api/products`, () => HttpResponse.json({ items: [], next_cursor: null }));
}

describe('Login page', () => {
  it('requires username and password before asking the server', async () => {
    let called = false;
    server.use(http.post(`${TEST_API_URL}/api/user/log`, () => ((called = true), HttpResponse.json({ token: 'x' }))));
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(called).toBe(false);
  });

  it('stores the token, says Login Successful and goes home', async () => {
    const token = customerToken(1, 'alice');
    let sent: unknown;
    server.use(
      http.post(`${TEST_API_URL}/api/user/log`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token });
      }),
      homeAnswers(),
    );
    const { user, store, location } = renderApp('/login');

    await user.type(await screen.findByLabelText(/Username/), 'alice');
    await user.type(screen.getByLabelText(/Password/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(sent).toEqual({ username: 'alice', password: 'secret-password' });
    expect(location()).toBe('/');
    expect(store.getState().session.customer?.username).toBe('alice');
    expect(document.cookie).toContain(`token=${token}`);
  });

  it("shows the server's message on failure and keeps what was typed", async () => {
    server.use(http.post(`${TEST_API_URL}/api/user/log`, () => HttpResponse.json({ msg: 'Too many attempts, try again in a minute' }, { status: 429 })));
    const { user, location } = renderApp('/login');

    await user.type(await screen.findByLabelText(/Username/), 'alice');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts, try again in a minute')).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(screen.getByLabelText(/Username/)).toHaveValue('alice');
    expect(screen.getByLabelText(/Password/)).toHaveValue('wrong-password');
  });

  it('falls back to "Invalid username or password" without a server message', async () => {
    server.use(http.post(`${TEST_API_URL}/api/user/log`, () => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/login');

    await user.type(await screen.findByLabelText(/Username/), 'alice');
    await user.type(screen.getByLabelText(/Password/), 'whatever-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
  });

  it('links to Sign Up and to the store login', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Store Login' })).toHaveAttribute('href', '/store/login');
  });
});
