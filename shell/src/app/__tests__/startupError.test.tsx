import { act, screen } from '@testing-library/react';
import { start } from '../../bootstrap';

/** The shell's start when its runtime configuration cannot be read (no server page, /config.json failed). */
describe('start-up without a runtime configuration', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
    delete document.documentElement.dataset.appReady;
  });

  it('shows the start-up error with its reason and a Retry, and the page answers', async () => {
    await act(() => start(Promise.reject(new Error('/config.json answered 503'))));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The marketplace could not start');
    expect(alert).toHaveTextContent('/config.json answered 503');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(document.documentElement.dataset.appReady).toBe('true');
  });
});
