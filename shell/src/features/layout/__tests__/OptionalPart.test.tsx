import '../../../test/setup';
import { render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { OptionalPart } from '../components/OptionalPart';

describe('an optional part of the frame', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows its fallback while its code downloads, then the part', async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    const Part = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve)));
    render(
      <p>
        Cart
        <OptionalPart fallback={<span>(space)</span>}>
          <Part />
        </OptionalPart>
      </p>,
    );
    expect(screen.getByText('(space)')).toBeInTheDocument();
    arrive({ default: () => <span>2 items</span> });
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(screen.queryByText('(space)')).not.toBeInTheDocument();
  });

  it('keeps its fallback, and the rest of the page, when its code cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazy(() => Promise.reject(new Error('Loading chunk 512 failed.')));
    render(
      <main>
        <h1>Home page</h1>
        <OptionalPart fallback={<span>(space)</span>}>
          <Part />
        </OptionalPart>
      </main>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await screen.findByText('(space)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
