import '../../../test/setup';
import { screen, within } from '@testing-library/react';
import { fakeRoutes, renderApp } from '../../../test/renderApp';
import type { RemoteName, RemoteRoutesLoader } from '../../remotes';

/** The seller remote is down until `sellerUp` is set; the customer remote always works. */
function remotesWithSellerDown() {
  const state = { sellerUp: false, sellerAttempts: 0 };
  const load: RemoteRoutesLoader = async (remote: RemoteName) => {
    if (remote === 'seller') {
      state.sellerAttempts += 1;
      if (!state.sellerUp) throw new Error('Failed to fetch http://localhost:8082/mf-manifest.json');
    }
    return fakeRoutes(remote);
  };
  return { state, load };
}

describe('per-remote boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a fallback with Retry on the routes of a remote that fails to load', async () => {
    const { load } = remotesWithSellerDown();
    await renderApp({ path: '/store/login', loadRemoteRoutes: load });

    const fallback = await screen.findByRole('alert');
    expect(within(fallback).getByText('This part of the site is unavailable')).toBeInTheDocument();
    expect(within(fallback).getByText(/The store pages could not be loaded/)).toBeInTheDocument();
    expect(within(fallback).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The frame still works.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps the other remote and the shell working', async () => {
    const { load } = remotesWithSellerDown();
    const { user } = await renderApp({ path: '/store/register', loadRemoteRoutes: load });
    await screen.findByRole('alert');

    await user.click(within(screen.getByRole('navigation', { name: 'Quick Links' })).getByRole('link', { name: 'Shop' }));
    expect(await screen.findByRole('heading', { name: 'Shop page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Quick Links' })).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('loads the remote again on Retry and shows its page once it answers', async () => {
    const { state, load } = remotesWithSellerDown();
    const { user } = await renderApp({ path: '/store/login', loadRemoteRoutes: load });
    await screen.findByRole('alert');
    expect(state.sellerAttempts).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(state.sellerAttempts).toBe(2);

    state.sellerUp = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Store login page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(state.sellerAttempts).toBe(3);
  });

  it('shows a loading text while a remote page is on its way', async () => {
    let answer: (routes: ReturnType<typeof fakeRoutes>) => void = () => undefined;
    const pending = new Promise<ReturnType<typeof fakeRoutes>>((resolve) => (answer = resolve));
    await renderApp({ path: '/shop', loadRemoteRoutes: () => pending });

    expect(await screen.findByText('Loading page...')).toBeInTheDocument();

    answer(fakeRoutes('customer'));
    expect(await screen.findByRole('heading', { name: 'Shop page' })).toBeInTheDocument();
  });

  it('loads a remote routes module once for all of its pages', async () => {
    const load = jest.fn<ReturnType<RemoteRoutesLoader>, Parameters<RemoteRoutesLoader>>(async (remote) => fakeRoutes(remote));
    const { user } = await renderApp({ path: '/', loadRemoteRoutes: load });
    await screen.findByRole('heading', { name: 'Home page' });

    await user.click(within(screen.getByRole('navigation', { name: 'Quick Links' })).getByRole('link', { name: 'Shop' }));
    await screen.findByRole('heading', { name: 'Shop page' });

    expect(load.mock.calls.filter(([remote]) => remote === 'customer')).toHaveLength(1);
  });
});
