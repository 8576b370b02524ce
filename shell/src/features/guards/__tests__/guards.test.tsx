import '../../../test/setup';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from 'shared-api';
import { RemoteRegistry } from '../../remotes';
import { App } from '../../../app/App';
import { AppProviders } from '../../../app/AppProviders';
import { renderApp, workingRemotes } from '../../../test/renderApp';
import { cartAnswers, server } from '../../../test/server';
import { testSite } from '../../../test/sitePages';

describe('route guards', () => {
  it.each(['/cart', '/profile', '/inbox', '/chat/kyoto-crafts'])('sends a guest from %s to /login', async (path) => {
    await renderApp({ path });
    expect(await screen.findByRole('heading', { name: 'Customer login page' })).toBeInTheDocument();
  });

  it.each(['/store/profile', '/store/add-product', '/store/edit-product/4', '/store/orders', '/store/inbox', '/store/chat/alice'])(
    'sends a guest from %s to /store/login',
    async (path) => {
      await renderApp({ path });
      expect(await screen.findByRole('heading', { name: 'Store login page' })).toBeInTheDocument();
    },
  );

  it('does not open store pages for a customer session', async () => {
    server.use(cartAnswers([]));
    await renderApp({ as: 'customer', path: '/store/orders' });
    expect(await screen.findByRole('heading', { name: 'Store login page' })).toBeInTheDocument();
  });

  it('does not open customer pages for a store session', async () => {
    await renderApp({ as: 'store', path: '/cart' });
    expect(await screen.findByRole('heading', { name: 'Customer login page' })).toBeInTheDocument();
  });

  it('opens customer pages for a customer', async () => {
    server.use(cartAnswers([]));
    await renderApp({ as: 'customer', path: '/chat/kyoto-crafts' });
    expect(await screen.findByRole('heading', { name: 'Customer chat page' })).toBeInTheDocument();
  });

  it('opens store pages for a store', async () => {
    await renderApp({ as: 'store', path: '/store/edit-product/4' });
    expect(await screen.findByRole('heading', { name: 'Edit product page' })).toBeInTheDocument();
  });

  it.each([
    ['/', 'Home page'],
    ['/shop', 'Shop page'],
    ['/product/12', 'Product page'],
    ['/store/kyoto-crafts', 'Public store page'],
    ['/store/register', 'Store sign-up page'],
    ['/register', 'Customer sign-up page'],
  ])('opens the public page %s for a guest', async (path, heading) => {
    await renderApp({ path });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('shows a loading indicator, not the page, while the session is being checked', async () => {
    const store = makeStore(); // session check not finished (loading)
    const loader = jest.fn(workingRemotes);
    render(
      <AppProviders store={store}>
        <MemoryRouter initialEntries={['/cart']}>
          <App registry={new RemoteRegistry(loader)} pages={testSite} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session...');
    expect(screen.queryByRole('heading', { name: 'Cart page' })).not.toBeInTheDocument();
    // The guard decides before any remote code is requested.
    expect(loader).not.toHaveBeenCalled();
  });
});
