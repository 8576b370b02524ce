import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeModeProvider } from 'shared-ui';
import { UnavailablePage } from './UnavailablePage';

const titles = { failedTitle: 'Failed to load store details', notFoundTitle: 'Store not found' };

function renderPage(failed: boolean, onRetry = jest.fn()) {
  render(
    <MemoryRouter>
      <ThemeModeProvider initialMode="light">
        <UnavailablePage failed={failed} onRetry={onRetry} {...titles} />
      </ThemeModeProvider>
    </MemoryRouter>,
  );
  return onRetry;
}

describe('UnavailablePage', () => {
  it('not found: says so and leads back to the shop, with no Retry', () => {
    renderPage(false);
    expect(screen.getByText('Store not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('failed: says so and offers Retry besides Back to Shop', async () => {
    const onRetry = renderPage(true);
    expect(screen.getByText('Failed to load store details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
