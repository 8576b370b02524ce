import { screen, waitFor } from '@testing-library/react';
import { startMockApi } from 'shared-api/src/testing';
import routes from './routes';
import { renderApp } from './test/renderApp';

startMockApi();

describe('customer remote routes', () => {
  it("exposes exactly the customer remote's paths of the spec's route table", () => {
    expect(routes.map((route) => route.path).sort()).toEqual(
      ['/', '/login', '/register', '/shop', '/product/:id', '/store/:storeName', '/cart', '/profile', '/inbox', '/chat/:storeName'].sort(),
    );
  });

  it.each(['/cart', '/profile', '/inbox', '/chat/kyoto_crafts'])('sends a guest from %s to /login when running standalone', async (path) => {
    const { location } = renderApp(path);
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});
