import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMockApi, TEST_API_URL } from 'shared-api/testing';
import { renderApp } from '../../../test/renderApp';

const server = startMockApi();

async function fillForm(user: ReturnType<typeof renderApp>['user'], values: { username: string; password: string; location: string }) {
  await user.type(await screen.findByLabelText(/Username/), values.username);
  await user.type(screen.getByLabelText(/Password/), values.password);
  await user.type(screen.getByLabelText(/Full Location/), values.location);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('Register page', () => {
  it('requires username, password and full location', async () => {
    let called = false;
    server.use(http.post(`${TEST_API_URL}/api/user/reg`, () => ((called = true), HttpResponse.json({ msg: 'ok' }, { status: 201 }))));
    const { user } = renderApp('/register');

    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Full location is required')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it("explains the API's limits before sending", async () => {
    const { user } = renderApp('/register');
    await fillForm(user, { username: 'a b', password: 'short', location: 'Lima, Peru' });
    expect(await screen.findByText('Username may contain only letters, digits, _ - and .')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('creates the account, says Registration Successful and goes to /login', async () => {
    let sent: unknown;
    server.use(
      http.post(`${TEST_API_URL}/api/user/reg`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ msg: 'User registered' }, { status: 201 });
      }),
    );
    const { user, location } = renderApp('/register');
    await fillForm(user, { username: 'maria', password: 'long-enough-pw', location: 'Lima, Peru' });

    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    expect(sent).toEqual({ username: 'maria', password: 'long-enough-pw', full_location: 'Lima, Peru' });
    expect(location()).toBe('/login');
  });

  it("shows Registration Failed with the server's message and keeps the form", async () => {
    server.use(http.post(`${TEST_API_URL}/api/user/reg`, () => HttpResponse.json({ msg: 'Username already taken' }, { status: 409 })));
    const { user, location } = renderApp('/register');
    await fillForm(user, { username: 'maria', password: 'long-enough-pw', location: 'Lima, Peru' });

    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('Username already taken')).toBeInTheDocument();
    expect(location()).toBe('/register');
    expect(screen.getByLabelText(/Username/)).toHaveValue('maria');
    expect(screen.getByLabelText(/Full Location/)).toHaveValue('Lima, Peru');
  });

  it('falls back to "An error occurred during registration"', async () => {
    server.use(http.post(`${TEST_API_URL}/api/user/reg`, () => HttpResponse.error()));
    const { user } = renderApp('/register');
    await fillForm(user, { username: 'maria', password: 'long-enough-pw', location: 'Lima, Peru' });
    expect(await screen.findByText('An error occurred during registration')).toBeInTheDocument();
  });
});
