import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { customerToken, startMockApi, TEST_API_URL } from 'shared-api/testing';
import { renderApp } from '../../../test/renderApp';

const server = startMockApi();

function updateApi(answer: () => Response, sent: unknown[] = []) {
  return http.patch(`${TEST_API_URL}/api/user/update`, async ({ request }) => {
    sent.push(await request.json());
    return answer();
  });
}

describe('Profile page', () => {
  it('starts with the username; a blank password and location are left out (kept by the server)', async () => {
    const sent: unknown[] = [];
    server.use(updateApi(() => HttpResponse.json({ msg: 'Updated', token: customerToken(1, 'alice') }), sent));
    const { user } = renderApp('/profile', { token: customerToken(1, 'alice') });

    expect(await screen.findByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue('alice');
    expect(screen.getByLabelText(/New Password/)).toHaveValue('');
    expect(screen.getByText('Leave blank to keep your current password')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(sent).toEqual([{ username: 'alice' }]);
  });

  it('renames the customer, who stays signed in with the new token', async () => {
    const newToken = customerToken(1, 'alice_k');
    const sent: unknown[] = [];
    server.use(updateApi(() => HttpResponse.json({ msg: 'Updated', token: newToken }), sent));
    const { user, store } = renderApp('/profile', { token: customerToken(1, 'alice') });

    const username = await screen.findByLabelText(/Username/);
    await user.clear(username);
    await user.type(username, 'alice_k');
    await user.type(screen.getByLabelText(/New Password/), 'a-new-password');
    await user.type(screen.getByLabelText(/Full Location/), 'Hamburg, Germany');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(sent).toEqual([{ username: 'alice_k', password: 'a-new-password', full_location: 'Hamburg, Germany' }]);
    expect(store.getState().session.customer?.username).toBe('alice_k');
    expect(document.cookie).toContain(`token=${newToken}`);
    expect(screen.getByLabelText(/Username/)).toHaveValue('alice_k');
    expect(screen.getByLabelText(/New Password/)).toHaveValue('');
  });

  it("shows a failure as a failure (server's message) and keeps the form as typed", async () => {
    server.use(updateApi(() => HttpResponse.json({ msg: 'Username already taken' }, { status: 409 })));
    const { user, store } = renderApp('/profile', { token: customerToken(1, 'alice') });

    const username = await screen.findByLabelText(/Username/);
    await user.clear(username);
    await user.type(username, 'bob');
    await user.type(screen.getByLabelText(/Full Location/), 'Oslo, Norway');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('Username already taken')).toBeInTheDocument();
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveValue('bob');
    expect(screen.getByLabelText(/Full Location/)).toHaveValue('Oslo, Norway');
    expect(store.getState().session.customer?.username).toBe('alice');
  });

  it('falls back to "Failed to update profile"', async () => {
    server.use(updateApi(() => new HttpResponse(null, { status: 500 })));
    const { user } = renderApp('/profile', { token: customerToken(1, 'alice') });
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const sent: unknown[] = [];
    server.use(updateApi(() => HttpResponse.json({ msg: 'Updated', token: customerToken() }), sent));
    const { user } = renderApp('/profile', { token: customerToken(1, 'alice') });

    await user.clear(await screen.findByLabelText(/Username/));
    await user.type(screen.getByLabelText(/New Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
