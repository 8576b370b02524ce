import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from '.';

function ShopPage() {
  return <h1>Shop Products</h1>;
}

describe('lazyPage', () => {
  it('starts the page’s download on preload, before anything renders it', () => {
    const load = jest.fn(() => Promise.resolve({ default: ShopPage }));
    const Page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders the page like React.lazy', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: ShopPage }));
    render(
      <Suspense fallback="Loading page...">
        <Page />
      </Suspense>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe('Shop Products');
  });

  it('leaves a failed preload to the render, which loads again and reports it', async () => {
    const load = jest
      .fn<Promise<{ default: typeof ShopPage }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: ShopPage });
    const Page = lazyPage(load);
    expect(() => Page.preload()).not.toThrow();
    await Promise.resolve(); // the rejected preload settles without an unhandled rejection
    render(
      <Suspense fallback="Loading page...">
        <Page />
      </Suspense>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe('Shop Products');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
