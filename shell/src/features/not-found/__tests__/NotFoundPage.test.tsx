import '../../../test/setup';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';

describe('404 page', () => {
  it.each(['/no-such-page', '/store/profile/extra', '/product'])('answers %s with the spec texts', async (path) => {
    await renderApp({ path });
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("Oops! The page you're looking for doesn't exist.")).toBeInTheDocument();
    // The tab says it too, as the server-rendered 404 does.
    expect(document.title).toBe('404 - Page Not Found — Global Marketplace');
  });

  it('keeps the frame around it and leads home with Go Back Home', async () => {
    const { user } = await renderApp({ path: '/nowhere' });
    await screen.findByRole('heading', { name: '404 - Page Not Found' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go Back Home' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('is shown for a path of the route table that the remote does not provide', async () => {
    await renderApp({
      path: '/shop',
      loadRemoteRoutes: async () => [{ path: '/', Component: () => <h1>Home page</h1> }],
    });
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
  });
});
