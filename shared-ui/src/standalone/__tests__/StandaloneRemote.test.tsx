import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mountStandaloneRemote } from '../StandaloneRemote';

const routes = [
  { path: '/', Component: () => <h1>Home of the remote</h1> },
  { path: '/orders', Component: () => <h1>Orders</h1> },
];

let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
});
afterEach(() => {
  container.remove();
  window.history.pushState({}, '', '/');
});

async function mountAt(path: string, wrap?: (frame: ReactNode) => ReactNode) {
  window.history.pushState({}, '', path);
  await act(async () => mountStandaloneRemote({ routes, notFoundTitle: 'This page is not part of the store app.', wrap }));
}

describe('mountStandaloneRemote', () => {
  it('renders the remote’s page for the URL, with the theme toggle', async () => {
    await mountAt('/orders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();
  });

  it('says so on a path the remote has no page for', async () => {
    await mountAt('/nowhere');
    expect(await screen.findByText('This page is not part of the store app.')).toBeInTheDocument();
  });

  it('renders inside what the remote wraps it in (its store)', async () => {
    await mountAt('/', (frame) => <section aria-label="store provider">{frame}</section>);
    const wrapper = await screen.findByRole('region', { name: 'store provider' });
    expect(wrapper).toContainElement(screen.getByRole('heading', { name: 'Home of the remote' }));
  });

  it('refuses a page without a #root element', () => {
    container.remove();
    expect(() => mountStandaloneRemote({ routes, notFoundTitle: 'x' })).toThrow('index.html has no #root element');
  });
});
